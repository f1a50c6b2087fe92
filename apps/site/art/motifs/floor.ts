/**
 * Interiors: the cut-away room (floor and the two far walls), painted floor lanes, the glossy
 * epoxy finish and its reflections.
 */
import type { Iso, V3 } from "../iso.ts";
import { c, mix } from "../palette.ts";
import { linear } from "../svg.ts";

export interface RoomOptions {
  floor?: string;
  wall?: string;
  /** Wall thickness shown on the cut edge. */
  t?: number;
  /** High windows (clerestory) on the far walls. */
  windows?: boolean;
  /** Skip the wall along x (y = 0) or along y (x = 0). */
  noWallX?: boolean;
  noWallY?: boolean;
  /** A dado band at the foot of the walls. */
  dado?: string;
}

/**
 * A room from the origin to (w, d), walls h high on the far sides: the wall along x stands at
 * y = 0 (seen lit), the wall along y at x = 0 (seen in shade).
 */
export function room(iso: Iso, w: number, d: number, h: number, o: RoomOptions = {}): string {
  const t = o.t ?? 0.3;
  const wall = o.wall ?? "#eef1f3";
  const out: string[] = [];
  out.push(iso.rz(0, 0, w, 0, d, o.floor ?? "#e3e6e8"));
  const cap = mix(wall, c.navyDark, 0.55);
  if (!o.noWallX) {
    out.push(iso.box(0, -t, 0, w, t, h, { top: cap, fy: iso.wallTone(wall, "y"), fx: cap }));
    if (o.dado) out.push(iso.ry(0.01, 0, w, 0, 1.2, iso.wallTone(o.dado, "y")));
  }
  if (!o.noWallY) {
    out.push(iso.box(-t, -t, 0, t, d + t, h, { top: cap, fy: cap, fx: iso.wallTone(wall, "x") }));
    if (o.dado) out.push(iso.rx(0.01, 0, d, 0, 1.2, iso.wallTone(o.dado, "x")));
  }
  if (o.windows) {
    if (!o.noWallX)
      for (let x = 1.5; x + 3 < w; x += 4.5)
        out.push(iso.ry(0.02, x, x + 3, h - 2.2, h - 0.8, iso.wallTone("#f8fbfd", "y")));
    if (!o.noWallY)
      for (let y = 1.5; y + 3 < d; y += 4.5)
        out.push(iso.rx(0.02, y, y + 3, h - 2.2, h - 0.8, iso.wallTone("#f8fbfd", "x")));
  }
  return out.join("");
}

/** A painted lane line along x (at y) or along y (at x), solid or dashed. */
export function laneX(
  iso: Iso,
  y: number,
  x0: number,
  x1: number,
  col: string = c.yellow,
  wd = 0.12,
  dash = 0,
): string {
  if (!dash) return iso.rz(0.01, x0, x1, y - wd / 2, y + wd / 2, col);
  const out: string[] = [];
  for (let x = x0; x < x1; x += dash * 2)
    out.push(iso.rz(0.01, x, Math.min(x + dash, x1), y - wd / 2, y + wd / 2, col));
  return out.join("");
}

export function laneY(
  iso: Iso,
  x: number,
  y0: number,
  y1: number,
  col: string = c.yellow,
  wd = 0.12,
  dash = 0,
): string {
  if (!dash) return iso.rz(0.01, x - wd / 2, x + wd / 2, y0, y1, col);
  const out: string[] = [];
  for (let y = y0; y < y1; y += dash * 2)
    out.push(iso.rz(0.01, x - wd / 2, x + wd / 2, y, Math.min(y + dash, y1), col));
  return out.join("");
}

/** Hatched safety zone: yellow and dark stripes along x on the floor. */
export function hatch(
  iso: Iso,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  col: string = c.yellow,
): string {
  const out: string[] = [iso.rz(0.01, x0, x1, y0, y1, col)];
  const stripes: V3[][] = [];
  for (let y = y0 + 0.2; y + 0.2 < y1; y += 0.5)
    stripes.push([
      [x0, y, 0.011],
      [x1, y, 0.011],
      [x1, y + 0.22, 0.011],
      [x0, y + 0.22, 0.011],
    ]);
  out.push(iso.polys(stripes, c.navyDark, { opacity: 0.85 }));
  return out.join("");
}

/** A glossy epoxy floor: a smooth tint from light to mid, like a polished surface. */
export function epoxy(
  iso: Iso,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  base: string = c.navyPale,
): string {
  const fill = linear("epoxy", [
    [0, mix(base, c.white, 0.55)],
    [0.5, base],
    [1, mix(base, c.navySoft, 0.35)],
  ]);
  return iso.rz(0, x0, x1, y0, y1, fill);
}

/** A soft light patch on a glossy floor (a window or lamp reflected). */
export function gleam(iso: Iso, x0: number, x1: number, y0: number, y1: number, op = 0.45): string {
  const fill = linear(
    "gleam",
    [
      [0, "#ffffff", 0],
      [0.5, "#ffffff", 1],
      [1, "#ffffff", 0],
    ],
    [0, 0, 1, 0],
  );
  return iso.rz(0.006, x0, x1, y0, y1, fill, { opacity: op });
}

/** A reflection under an object standing on a glossy floor: its footprint stretched toward the viewer. */
export function reflection(
  iso: Iso,
  x: number,
  y: number,
  w: number,
  d: number,
  h: number,
  col: string,
  op = 0.18,
): string {
  // the mirror image of the front faces, below the floor line
  const k = 0.35;
  return (
    iso.poly(
      [
        [x, y + d, 0],
        [x + w, y + d, 0],
        [x + w, y + d, -h * k],
        [x, y + d, -h * k],
      ],
      col,
      { opacity: op },
    ) +
    iso.poly(
      [
        [x + w, y, 0],
        [x + w, y + d, 0],
        [x + w, y + d, -h * k],
        [x + w, y, -h * k],
      ],
      col,
      { opacity: op * 0.8 },
    )
  );
}

/** A zebra walkway across x from x0 to x1, stripes along y between y0 and y1. */
export function zebra(
  iso: Iso,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  col: string = c.white,
): string {
  const out: string[] = [];
  for (let x = x0; x + 0.35 <= x1; x += 0.7) out.push(iso.rz(0.012, x, x + 0.35, y0, y1, col));
  return out.join("");
}

/** A painted floor arrow pointing along +x, centred at (x, y). */
export function arrowX(iso: Iso, x: number, y: number, s = 1, col: string = c.white): string {
  return iso.poly(
    [
      [x - s, y - 0.15 * s, 0.012],
      [x + 0.2 * s, y - 0.15 * s, 0.012],
      [x + 0.2 * s, y - 0.4 * s, 0.012],
      [x + s, y, 0.012],
      [x + 0.2 * s, y + 0.4 * s, 0.012],
      [x + 0.2 * s, y + 0.15 * s, 0.012],
      [x - s, y + 0.15 * s, 0.012],
    ],
    col,
  );
}

/**
 * A floor grinder pushed along +x: the grinding head (a low drum), the motor on top, the handle
 * rising back toward −x; a dust hose trailing to a vacuum unit.
 */
export function grinder(iso: Iso, x: number, y: number, col: string = c.orange): string {
  const out: string[] = [];
  out.push(iso.rz(0.01, x - 1.6, x + 0.6, y - 0.6, y + 0.6, c.navyDark, { opacity: 0.14 }));
  out.push(iso.discs([x - 1.0, y + 0.32, 0.12], "y", [[0.12, c.ink]]));
  out.push(iso.cylinder([x, y, 0.02], "z", 0.5, 0.28, mix(col, c.navyDark, 0.3), col));
  out.push(iso.box(x - 1.1, y - 0.28, 0.1, 1.0, 0.56, 0.25, c.navyDark));
  out.push(iso.box(x - 0.35, y - 0.25, 0.3, 0.55, 0.5, 0.5, c.navy));
  out.push(iso.cylinder([x - 0.1, y, 0.8], "z", 0.16, 0.12, c.steelDark, c.steel));
  const w = Math.max(4, iso.u * 0.07);
  out.push(
    iso.stroke(
      [
        [x - 1.0, y - 0.22, 0.3],
        [x - 1.6, y - 0.22, 1.05],
      ],
      c.steelDark,
      w,
    ),
  );
  out.push(
    iso.stroke(
      [
        [x - 1.0, y + 0.22, 0.3],
        [x - 1.6, y + 0.22, 1.05],
      ],
      c.steelDark,
      w,
    ),
  );
  out.push(
    iso.stroke(
      [
        [x - 1.6, y - 0.32, 1.05],
        [x - 1.6, y + 0.32, 1.05],
      ],
      c.ink,
      w * 1.4,
    ),
  );
  return out.join("");
}
