/** Wooden pallets and what stands on them: cartons, wrapped loads, drums. */
import type { Iso } from "../iso.ts";
import { c, mix } from "../palette.ts";

export const PALLET_W = 1.2;
export const PALLET_D = 1.0;
export const PALLET_H = 0.15;

/** A stack of n empty pallets, reusing one drawing. */
export function palletStack(
  iso: Iso,
  x: number,
  y: number,
  count: number,
  wood: string = c.wood,
): string {
  let out = iso.rz(0, x - 0.05, x + PALLET_W + 0.1, y - 0.05, y + PALLET_D + 0.1, c.navyDark, {
    opacity: 0.14,
  });
  for (let k = 0; k < count; k++)
    out += iso.use(`pallet-${wood.slice(1)}`, x, y, k * PALLET_H, (q) =>
      pallet(q, 0, 0, 0, PALLET_W, PALLET_D, wood),
    );
  return out;
}

/** An empty wooden pallet, corner at local (x, y, z), 1.2 × 1.0 m. */
export function pallet(
  iso: Iso,
  x: number,
  y: number,
  z = 0,
  w = PALLET_W,
  d = PALLET_D,
  wood: string = c.wood,
): string {
  const out: string[] = [];
  const dark = mix(wood, c.navyDark, 0.45);
  // the gap between deck and bottom boards, seen in shadow
  out.push(
    iso.box(x + 0.02, y + 0.02, z + 0.02, w - 0.04, d - 0.04, 0.1, {
      top: dark,
      left: dark,
      right: dark,
    }),
  );
  // three bearers, seen on the long visible face
  for (const bx of [0, (w - 0.16) / 2, w - 0.16])
    out.push(iso.box(x + bx, y, z, 0.16, d, 0.12, wood));
  out.push(iso.box(x, y, z + 0.11, w, d, 0.04, wood));
  return out.join("");
}

export type Load = "cartons" | "wrapped" | "navy" | "tall" | "none" | "drums" | "sacks" | "pallets";

/** A block of cartons with the seams between them; `rows` along x, `cols` along y, `tiers` up. */
export function cartons(
  iso: Iso,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
  col: string = c.gold,
  rows = 2,
  cols = 2,
  tiers = 2,
  seam = 3,
): string {
  const out: string[] = [iso.box(x, y, z, w, d, h, col)];
  const line = mix(col, c.navyDark, 0.35);
  const top: [[number, number, number], [number, number, number]][] = [];
  const left: typeof top = [];
  const right: typeof top = [];
  const zt = z + h;
  for (let i = 1; i < rows; i++) {
    const xi = x + (w * i) / rows;
    top.push([
      [xi, y, zt],
      [xi, y + d, zt],
    ]);
    left.push([
      [xi, y + d, z],
      [xi, y + d, zt],
    ]);
  }
  for (let j = 1; j < cols; j++) {
    const yj = y + (d * j) / cols;
    top.push([
      [x, yj, zt],
      [x + w, yj, zt],
    ]);
    right.push([
      [x + w, yj, z],
      [x + w, yj, zt],
    ]);
  }
  for (let k = 1; k < tiers; k++) {
    const zk = z + (h * k) / tiers;
    left.push([
      [x, y + d, zk],
      [x + w, y + d, zk],
    ]);
    right.push([
      [x + w, y, zk],
      [x + w, y + d, zk],
    ]);
  }
  if (seam > 0) {
    out.push(iso.lines([...top, ...left, ...right], line, seam, { opacity: 0.55 }));
  }
  return out.join("");
}

/** A pallet and its load, corner at local (x, y, z). Total height about `h` + 0.15. */
export function loadedPallet(
  iso: Iso,
  x: number,
  y: number,
  z: number,
  load: Load = "cartons",
  h = 1.1,
  seam = 3,
): string {
  const out = [pallet(iso, x, y, z)];
  const zt = z + PALLET_H;
  const i = 0.04;
  switch (load) {
    case "cartons":
      out.push(
        cartons(
          iso,
          x + i,
          y + i,
          zt,
          PALLET_W - 2 * i,
          PALLET_D - 2 * i,
          h,
          c.gold,
          2,
          2,
          2,
          seam,
        ),
      );
      break;
    case "tall":
      out.push(
        cartons(
          iso,
          x + i,
          y + i,
          zt,
          PALLET_W - 2 * i,
          PALLET_D - 2 * i,
          h,
          c.gold,
          2,
          2,
          3,
          seam,
        ),
      );
      break;
    case "navy":
      out.push(
        cartons(
          iso,
          x + i,
          y + i,
          zt,
          PALLET_W - 2 * i,
          PALLET_D - 2 * i,
          h,
          c.navySoft,
          2,
          1,
          2,
          seam,
        ),
      );
      break;
    case "wrapped":
      out.push(iso.box(x + i, y + i, zt, PALLET_W - 2 * i, PALLET_D - 2 * i, h, c.goldLight));
      out.push(
        iso.box(
          x + i,
          y + i,
          zt + h * 0.35,
          PALLET_W - 2 * i,
          PALLET_D - 2 * i,
          h * 0.3,
          mix(c.white, c.goldLight, 0.3),
          { opacity: 0.9 },
        ),
      );
      break;
    case "drums":
      for (const [dx, dy] of [
        [0.3, 0.27],
        [0.9, 0.27],
        [0.3, 0.75],
        [0.9, 0.75],
      ] as const)
        out.push(iso.cylinder([x + dx, y + dy, zt], "z", 0.24, h * 0.85, c.navyMid, c.navySoft));
      break;
    case "sacks":
      out.push(iso.box(x + i, y + i, zt, PALLET_W - 2 * i, PALLET_D - 2 * i, h * 0.7, c.goldPale));
      out.push(
        cartons(
          iso,
          x + i,
          y + i,
          zt,
          PALLET_W - 2 * i,
          PALLET_D - 2 * i,
          h * 0.7,
          c.goldPale,
          2,
          2,
          3,
          seam,
        ),
      );
      break;
    case "pallets":
      for (let k = 1; k * PALLET_H < h; k++) out.push(pallet(iso, x, y, z + k * PALLET_H));
      break;
    case "none":
      break;
  }
  return out.join("");
}
