/** Steel coils (eye horizontal or vertical), their saddles, and flat strip. */
import type { Axis, Iso, V3 } from "../iso.ts";
import { c } from "../palette.ts";
import { linear } from "../svg.ts";

/**
 * A coil lying with its eye along local `axis` ("x" or "y"), resting on the floor at local (x, y):
 * outer radius r, eye radius ri, width w.
 */
export function coil(
  iso: Iso,
  x: number,
  y: number,
  z = 0,
  r = 0.8,
  w = 1.1,
  axis: Axis = "x",
  ri = 0.3,
): string {
  const side = linear("coilSide", [
    [0, "#dfe5ea"],
    [0.45, c.steelLight],
    [1, c.steelDark],
  ]);
  const base: V3 = axis === "x" ? [x, y + r, z + r] : [x + r, y, z + r];
  const end: V3 = axis === "x" ? [base[0] + w, base[1], base[2]] : [base[0], base[1] + w, base[2]];
  const ring = Math.max(2.5 / iso.u, 0.025);
  const out: string[] = [];
  out.push(
    iso.rz(
      0,
      x - 0.1,
      x + (axis === "x" ? w : 2 * r) + 0.2,
      y - 0.1,
      y + (axis === "x" ? 2 * r : w) + 0.2,
      c.navyDark,
      { opacity: 0.12 },
    ),
  );
  out.push(iso.cylinder(base, axis, r, w, side, c.steelLight));
  // the wound face: rings and the eye
  const u: V3 = axis === "x" ? [0, 1, 0] : [1, 0, 0];
  const v: V3 = [0, 0, 1];
  const rings = [0.85, 0.7, 0.55]
    .map(
      (k) =>
        `<circle r="${Math.round(r * k * 100) / 100}" fill="none" stroke="#a9b5bf" stroke-width="${Math.round(ring * 1000) / 1000}"/>`,
    )
    .join("");
  out.push(
    iso.plane(
      end,
      u,
      v,
      `<circle r="${r}" fill="#d3dae0"/>${rings}<circle r="${ri}" fill="${c.navyDark}"/><circle r="${Math.round(ri * 70) / 100}" fill="${c.ink}"/>`,
    ),
  );
  return out.join("");
}

/** A coil standing eye-up, on the floor at local (x, y) (its centre at x + r, y + r). */
export function coilUpright(iso: Iso, x: number, y: number, r = 0.7, h = 1.0, ri = 0.28): string {
  const side = linear(
    "coilSideV",
    [
      [0, c.steelLight],
      [0.5, "#dfe5ea"],
      [1, c.steel],
    ],
    [0, 0, 1, 0],
  );
  const cx = x + r;
  const cy = y + r;
  const ring = Math.max(2.5 / iso.u, 0.025);
  return (
    iso.rz(0, x - 0.1, x + 2 * r + 0.2, y - 0.1, y + 2 * r + 0.2, c.navyDark, { opacity: 0.12 }) +
    iso.cylinder([cx, cy, 0], "z", r, h, side, "#d3dae0") +
    iso.plane(
      [cx, cy, h],
      [1, 0, 0],
      [0, 1, 0],
      `${windings(r, [0.8, 0.6], ring)}<circle r="${ri}" fill="${c.navyDark}"/>`,
    )
  );
}

/** The wound turns of a coil's face: concentric rings (content for a plane). */
export function windings(r: number, ks: readonly number[], width: number): string {
  return ks
    .map(
      (k) =>
        `<circle r="${Math.round(r * k * 100) / 100}" fill="none" stroke="#a9b5bf" stroke-width="${Math.round(width * 1000) / 1000}"/>`,
    )
    .join("");
}

/** A wooden saddle (chock) under a coil lying along x. */
export function saddle(iso: Iso, x: number, y: number, w: number, d: number): string {
  return iso.box(x, y, 0, w, d, 0.18, c.woodDark);
}
