/**
 * The loading dock seen from inside: the dock wall (local plane x = 0, inside toward +x) with its
 * door openings, the hydraulic dock leveler in its pit, the trailer backed onto the door outside
 * (x < 0, its bed a little above the dock floor), dock seals around the opening.
 */
import type { Iso, V3 } from "../iso.ts";
import { c, mix } from "../palette.ts";
import { clip, g, polyD } from "../svg.ts";
import { loadedPallet } from "./pallet.ts";

export const DOCK_H = 1.2;

/**
 * A trailer outside, its open rear at local x = xr facing +x, across y0 … y0 + 2.5, the cab far
 * away toward −x. Floor level = the dock floor + `bed`. Interior shows when `open`.
 */
export function trailerAtDock(
  iso: Iso,
  xr: number,
  y0: number,
  open: boolean,
  bed = 0.12,
  len = 12.5,
  body: string = c.white,
): string {
  const out: string[] = [];
  const W = 2.5;
  const zg = -DOCK_H;
  const zb = bed;
  const zt = bed + 2.75;
  const x0 = xr - len;
  // the tractor, far end
  out.push(iso.box(x0 - 3.2, y0 + 0.1, zg + 0.7, 2.8, W - 0.2, 2.6, c.navy));
  out.push(iso.ry(y0 + W - 0.1, x0 - 2.9, x0 - 1.9, zg + 2.2, zg + 3.0, c.glass));
  out.push(iso.box(x0, y0, zb - 0.12, len, W, zt - zb + 0.12, body));
  out.push(
    iso.ry(y0 + W, x0, xr, zb, zb + 0.5, c.navy),
    iso.ry(y0 + W, x0, xr, zb + 0.58, zb + 0.72, c.gold),
  );
  for (const wx of [xr - 3.2, xr - 2.0])
    out.push(
      iso.discs([wx, y0 + W + 0.02, zg + 0.52], "y", [
        [0.52, c.ink],
        [0.22, c.steelLight],
      ]),
    );
  out.push(iso.box(xr - 0.2, y0, zb - 0.5, 0.2, W, 0.38, c.ink));
  if (!open) {
    out.push(iso.rx(xr + 0.001, y0 + 0.1, y0 + W - 0.1, zb, zt - 0.1, iso.tone(c.steelLight, "x")));
    out.push(
      iso.lines(
        [0.45, 0.85, W / 2, 1.65, 2.05].map((y) => [
          [xr + 0.002, y0 + y, zb + 0.1],
          [xr + 0.002, y0 + y, zt - 0.2],
        ]),
        c.steelDark,
        Math.max(3, iso.u * 0.05),
      ),
    );
    return out.join("");
  }
  // the opening, and what is inside: clipped to the opening
  const face: V3[] = [
    [xr, y0 + 0.12, zb],
    [xr, y0 + W - 0.12, zb],
    [xr, y0 + W - 0.12, zt - 0.12],
    [xr, y0 + 0.12, zt - 0.12],
  ];
  const d = polyD(face.map(([x, y, z]) => iso.p(x, y, z)));
  out.push(iso.poly(face, "#2b3944"));
  const inside: string[] = [];
  inside.push(iso.rz(zb, xr - 6, xr, y0 + 0.12, y0 + W - 0.12, "#56646f"));
  inside.push(iso.ry(y0 + 0.12, xr - 6, xr, zb, zt - 0.12, "#3c4a55"));
  inside.push(
    loadedPallet(iso, xr - 2.6, y0 + 0.25, zb, "cartons", 1.2, 0),
    loadedPallet(iso, xr - 2.6, y0 + 1.3, zb, "wrapped", 1.3, 0),
  );
  inside.push(loadedPallet(iso, xr - 4.0, y0 + 0.25, zb, "cartons", 1.2, 0));
  out.push(g(inside, { "clip-path": clip(`trailer-${Math.round(y0 * 10)}`, d) }));
  // rear frame
  out.push(iso.rx(xr + 0.002, y0, y0 + 0.12, zb - 0.1, zt, iso.tone(c.steelLight, "x")));
  out.push(iso.rx(xr + 0.002, y0 + W - 0.12, y0 + W, zb - 0.1, zt, iso.tone(c.steelLight, "x")));
  out.push(iso.rx(xr + 0.002, y0, y0 + W, zt - 0.14, zt, iso.tone(c.steelLight, "x")));
  return out.join("");
}

/**
 * The dock wall at x = 0 (thickness t toward −x), from y 0 to `len`, height h, with door openings
 * [y0, y1] of height dh. Draw the trailers before it.
 */
export function dockWall(
  iso: Iso,
  len: number,
  h: number,
  doors: readonly [number, number][],
  dh = 3.0,
  t = 0.3,
  wall = "#eef1f3",
): string {
  const out: string[] = [];
  const cap = mix(wall, c.navyDark, 0.55);
  const tones = { top: cap, fy: cap, fx: iso.wallTone(wall, "x") };
  let y = 0;
  for (const [a, b] of doors) {
    out.push(iso.box(-t, y, 0, t, a - y, h, tones));
    out.push(iso.box(-t, a, dh, t, b - a, h - dh, tones));
    y = b;
  }
  out.push(iso.box(-t, y, 0, t, len - y, h, tones));
  // yellow frames round the openings
  for (const [a, b] of doors) {
    out.push(
      iso.rx(0.001, a - 0.25, a, 0, dh + 0.25, c.yellow),
      iso.rx(0.001, b, b + 0.25, 0, dh + 0.25, c.yellow),
    );
    out.push(iso.rx(0.001, a - 0.25, b + 0.25, dh, dh + 0.25, c.yellow));
  }
  return out.join("");
}

/** Dock seals (shelter pads) inside an opening at x = 0: navy strips on three sides. */
export function dockSeal(iso: Iso, a: number, b: number, dh = 3.0): string {
  return (
    iso.rx(-0.05, a, a + 0.3, 0.1, dh, c.navyDark) +
    iso.rx(-0.05, b - 0.3, b, 0.1, dh, c.navyDark) +
    iso.rx(-0.05, a, b, dh - 0.35, dh, c.navyDark)
  );
}

/**
 * The leveler in front of an opening [a, b]: pit x 0 … len, a steel plate rising slightly toward
 * the door, its lip reaching out to x = −lip onto the trailer bed at height `bed`.
 */
export function leveler(
  iso: Iso,
  a: number,
  b: number,
  len = 3.0,
  lip = 0.5,
  bed = 0.12,
  deployed = true,
): string {
  const out: string[] = [];
  const y0 = a + 0.1;
  const y1 = b - 0.1;
  out.push(iso.rz(0.005, 0, len + 0.1, a - 0.05, b + 0.05, c.ink));
  if (!deployed) {
    out.push(iso.rz(0.01, 0, len, y0, y1, c.steel));
    out.push(
      iso.rz(0.012, 0, len, y0, y0 + 0.12, c.yellow),
      iso.rz(0.012, 0, len, y1 - 0.12, y1, c.yellow),
    );
    return out.join("");
  }
  const z1 = bed + 0.06;
  const plate: V3[] = [
    [0, y0, z1],
    [len, y0, 0.02],
    [len, y1, 0.02],
    [0, y1, z1],
  ];
  // toe guard on the near side, yellow with black stripes
  out.push(
    iso.poly(
      [
        [0, y1, 0],
        [len, y1, 0],
        [0, y1, z1],
      ],
      c.yellow,
    ),
  );
  out.push(iso.poly(plate, c.steelLight));
  const tread: [V3, V3][] = [];
  for (let x = 0.25; x < len - 0.1; x += 0.3)
    for (let y = y0 + 0.2; y < y1 - 0.1; y += 0.35) {
      const z = z1 + ((0.02 - z1) * x) / len;
      tread.push([
        [x, y, z + 0.005],
        [x + 0.1, y + 0.1, z + 0.005],
      ]);
    }
  out.push(iso.lines(tread, c.steel, Math.max(2, iso.u * 0.025)));
  // the lip onto the trailer
  out.push(iso.box(-lip, y0, z1 - 0.04, lip, y1 - y0, 0.04, c.steelDark));
  out.push(iso.rz(0.012, len - 0.15, len, y0, y1, c.yellow));
  return out.join("");
}

/** A dock control box with buttons on the wall x = 0, centred on y. */
export function dockControl(iso: Iso, y: number, z = 1.2): string {
  return (
    iso.box(0, y - 0.2, z, 0.15, 0.4, 0.55, c.yellow) +
    iso.discs([0.16, y - 0.06, z + 0.35], "x", [[0.06, c.red]]) +
    iso.discs([0.16, y + 0.08, z + 0.35], "x", [[0.06, c.leafLight]]) +
    iso.discs([0.16, y + 0.01, z + 0.15], "x", [[0.05, c.navyDark]])
  );
}
