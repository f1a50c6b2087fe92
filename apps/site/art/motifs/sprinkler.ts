/**
 * Fire protection: sprinkler mains and branch lines hung under the roof with pendent heads,
 * the riser and its alarm valve, a hose reel cabinet and extinguishers on the wall.
 */
import type { Iso, V3 } from "../iso.ts";
import { c, mix } from "../palette.ts";
import { circle, g } from "../svg.ts";

/** A pipe between local points, drawn as a thick round stroke with a highlight. */
export function pipe(iso: Iso, a: V3, b: V3, col: string, r = 0.08): string {
  const w = Math.max(3, iso.u * r * 2);
  return (
    iso.stroke([a, b], mix(col, c.navyDark, 0.3), w) +
    iso.stroke(
      [
        [a[0], a[1], a[2] + r * 0.35],
        [b[0], b[1], b[2] + r * 0.35],
      ],
      col,
      w * 0.55,
    )
  );
}

/** A pendent sprinkler head under a pipe at local point p: drop, deflector, red bulb. */
export function head(iso: Iso, p: V3): string {
  const [x, y] = iso.p(p[0], p[1], p[2] - 0.12);
  const [x2, y2] = iso.p(p[0], p[1], p[2] - 0.3);
  const u = iso.u;
  return g([
    `<line x1="${Math.round(x)}" y1="${Math.round(y - 0.12 * u)}" x2="${Math.round(x2)}" y2="${Math.round(y2)}" stroke="${c.steelDark}" stroke-width="${Math.max(3, Math.round(u * 0.06))}"/>`,
    circle(x2, y2 - u * 0.05, Math.max(2.5, u * 0.05), c.red),
    `<ellipse cx="${Math.round(x2)}" cy="${Math.round(y2 + u * 0.02)}" rx="${Math.max(4, Math.round(u * 0.13))}" ry="${Math.max(2, Math.round(u * 0.045))}" fill="${c.steel}"/>`,
  ]);
}

/** A hanger rod from the pipe up to the roof line. */
export function hanger(iso: Iso, p: V3, top: number): string {
  return iso.stroke([p, [p[0], p[1], top]], c.steel, Math.max(2.5, iso.u * 0.035));
}

/** Hose reel cabinet on the wall x = 0: red box, glass door, reel. y0 is its left (far) edge. */
export function hoseCabinet(iso: Iso, y0: number, z0: number, w = 1.0, h = 1.1): string {
  const out: string[] = [];
  out.push(iso.box(0, y0, z0, 0.25, w, h, c.red));
  out.push(
    iso.rx(0.26, y0 + 0.08, y0 + w - 0.08, z0 + 0.08, z0 + h - 0.08, mix(c.red, c.white, 0.75)),
  );
  out.push(
    iso.discs([0.27, y0 + w / 2, z0 + h / 2], "x", [
      [0.36, c.red],
      [0.2, mix(c.red, c.navyDark, 0.3)],
      [0.08, c.steelLight],
    ]),
  );
  return out.join("");
}

/** An extinguisher on a wall bracket (wall x = 0), centred at y, bottom at z. */
export function extinguisher(iso: Iso, y: number, z: number, h = 0.6): string {
  const r = 0.1;
  const [x0, y0] = iso.p(0.3, y, z + h + 0.02);
  const u = iso.u;
  return (
    iso.box(0, y - 0.08, z + h * 0.5, 0.15, 0.16, 0.08, c.steelDark) +
    iso.cylinder([0.28, y, z], "z", r, h, c.red, mix(c.red, c.white, 0.2)) +
    g([
      `<rect x="${Math.round(x0 - u * 0.05)}" y="${Math.round(y0 - u * 0.12)}" width="${Math.max(4, Math.round(u * 0.1))}" height="${Math.max(4, Math.round(u * 0.12))}" fill="${c.ink}"/>`,
      `<path d="M${Math.round(x0 + u * 0.05)} ${Math.round(y0 - u * 0.08)}q${Math.round(u * 0.18)} ${Math.round(u * 0.1)} ${Math.round(u * 0.1)} ${Math.round(u * 0.45)}" fill="none" stroke="${c.ink}" stroke-width="${Math.max(3, Math.round(u * 0.04))}"/>`,
    ])
  );
}

/** A wall sign plate (shapes only) on the wall x = 0, a flame-free pictogram of an extinguisher. */
export function fireSign(iso: Iso, y: number, z: number, s = 0.5): string {
  return (
    iso.rx(0.02, y - s / 2, y + s / 2, z, z + s, c.red) +
    iso.rx(0.03, y - s * 0.1, y + s * 0.12, z + s * 0.15, z + s * 0.65, c.white) +
    iso.rx(0.03, y - s * 0.06, y + s * 0.08, z + s * 0.68, z + s * 0.78, c.white)
  );
}

/** The riser on the wall x = 0 at y: a vertical pipe with its alarm valve, gauges and wheel. */
export function riser(iso: Iso, y: number, top: number): string {
  const out: string[] = [pipe(iso, [0.3, y, 0], [0.3, y, top], c.red, 0.12)];
  out.push(iso.box(0.15, y - 0.22, 1.0, 0.3, 0.44, 0.55, c.red));
  out.push(
    iso.discs([0.46, y, 1.28], "x", [
      [0.16, c.white],
      [0.11, c.navyDark],
    ]),
  );
  out.push(
    iso.discs([0.32, y + 0.45, 1.75], "x", [
      [0.14, c.white],
      [0.1, c.navyDark],
    ]),
  );
  const [wx, wy] = iso.p(0.55, y, 2.0);
  out.push(
    `<ellipse cx="${Math.round(wx)}" cy="${Math.round(wy)}" rx="${Math.round(iso.u * 0.2)}" ry="${Math.round(iso.u * 0.22)}" fill="none" stroke="${c.ink}" stroke-width="${Math.max(3, Math.round(iso.u * 0.05))}"/>`,
  );
  return out.join("");
}
