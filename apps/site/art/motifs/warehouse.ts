/**
 * Buildings seen from outside: the modern clad warehouse with its loading docks, an office block,
 * a gatehouse. Local frame: length along x (0 … w), depth along y (0 … d); the long facade that
 * faces the viewer is y = d, the gable end x = w.
 */
import type { Iso, V3 } from "../iso.ts";
import { c, mix } from "../palette.ts";

export interface WarehouseOptions {
  w: number;
  d: number;
  h: number;
  /** Dock doors on the y = d facade: x of the first, count, spacing. */
  docks?: { from: number; count: number; step?: number; canopy?: boolean };
  /** Dock doors on the x = w gable. */
  gableDocks?: { from: number; count: number; step?: number };
  solar?: boolean;
  skylights?: boolean;
  wall?: string;
  /** Scale of the seams: stroke width in pixels. */
  seam?: number;
  /** Brand band colour at the top of the walls. */
  band?: string;
}

const DOCK_Z = 1.2;

/** A dock door with its shelter and bumpers, on the plane y = yf, door centred on x. */
export function dockDoorY(iso: Iso, yf: number, x: number, seam: number, open = false): string {
  const out: string[] = [];
  out.push(iso.ry(yf + 0.02, x - 1.9, x + 1.9, DOCK_Z - 0.2, DOCK_Z + 3.6, c.navyDark));
  out.push(iso.ry(yf + 0.03, x - 1.5, x + 1.5, DOCK_Z, DOCK_Z + 3.1, open ? c.ink : c.steelLight));
  if (!open) {
    const segs: [V3, V3][] = [];
    for (let z = DOCK_Z + 0.45; z < DOCK_Z + 3.1; z += 0.45)
      segs.push([
        [x - 1.5, yf + 0.04, z],
        [x + 1.5, yf + 0.04, z],
      ]);
    out.push(iso.lines(segs, c.steel, seam, { opacity: 0.8 }));
  }
  out.push(
    iso.box(x - 1.25, yf, DOCK_Z - 0.45, 0.3, 0.25, 0.4, c.ink),
    iso.box(x + 0.95, yf, DOCK_Z - 0.45, 0.3, 0.25, 0.4, c.ink),
  );
  return out.join("");
}

/** The same door on the plane x = xf, centred on y. */
export function dockDoorX(iso: Iso, xf: number, y: number, seam: number): string {
  const out: string[] = [];
  out.push(iso.rx(xf + 0.02, y - 1.9, y + 1.9, DOCK_Z - 0.2, DOCK_Z + 3.6, c.navyDark));
  out.push(iso.rx(xf + 0.03, y - 1.5, y + 1.5, DOCK_Z, DOCK_Z + 3.1, iso.tone(c.steelLight, "x")));
  const segs: [V3, V3][] = [];
  for (let z = DOCK_Z + 0.45; z < DOCK_Z + 3.1; z += 0.45)
    segs.push([
      [xf + 0.04, y - 1.5, z],
      [xf + 0.04, y + 1.5, z],
    ]);
  out.push(iso.lines(segs, c.steel, seam, { opacity: 0.8 }));
  return out.join("");
}

export function warehouse(iso: Iso, o: WarehouseOptions): string {
  const { w, d, h } = o;
  const seam = o.seam ?? 2;
  const wall = o.wall ?? "#f1f4f6";
  const band = o.band ?? c.navy;
  const out: string[] = [];
  out.push(iso.rz(0, -1, w + 1.5, -1, d + 1.5, c.navyDark, { opacity: 0.1 }));
  out.push(
    iso.box(0, 0, 0, w, d, h, { top: "#e3e7ea", left: wall, right: mix(wall, c.navyDark, 0.16) }),
  );
  // plinth of precast concrete
  out.push(iso.ry(d, 0, w, 0, 2.4, c.goldPale), iso.rx(w, 0, d, 0, 2.4, iso.tone(c.goldPale, "x")));
  // cladding seams
  const segs: [V3, V3][] = [];
  const pitch = iso.u < 6 ? 6 : 3;
  for (let x = pitch; x < w - 0.5; x += pitch)
    segs.push([
      [x, d, 2.4],
      [x, d, h - 1.6],
    ]);
  for (let y = pitch; y < d - 0.5; y += pitch)
    segs.push([
      [w, y, 2.4],
      [w, y, h - 1.6],
    ]);
  out.push(iso.lines(segs, c.border, seam, { opacity: 0.9 }));
  // brand band and gold line at the eaves
  out.push(iso.ry(d, 0, w, h - 1.4, h, band), iso.rx(w, 0, d, h - 1.4, h, iso.tone(band, "x")));
  out.push(
    iso.ry(d, 0, w, h - 1.75, h - 1.5, c.gold),
    iso.rx(w, 0, d, h - 1.75, h - 1.5, iso.tone(c.gold, "x")),
  );
  // roof: parapet and the deck within it
  out.push(iso.rz(h, 0.5, w - 0.5, 0.5, d - 0.5, "#d2d8dd"));
  if (o.skylights) {
    for (let x = 6; x < w - 4; x += 8)
      out.push(iso.rz(h + 0.02, x, x + 1.4, 2.5, d - 2.5, "#eef5fa"));
  }
  if (o.solar) {
    for (let y = 2.5; y + 2 < d - 1.5; y += 4.4)
      out.push(iso.rz(h + 0.05, 2.5, w - 2.5, y, y + 2, c.navyMid));
  }
  const docks = o.docks;
  if (docks) {
    const step = docks.step ?? 4.6;
    const xs = Array.from({ length: docks.count }, (_, i) => docks.from + i * step);
    for (const x of xs) out.push(dockDoorY(iso, d, x, seam));
    if (docks.canopy !== false) {
      const x0 = (xs[0] ?? 0) - 2.3;
      const x1 = (xs[xs.length - 1] ?? 0) + 2.3;
      out.push(
        iso.box(x0, d, 5.6, x1 - x0, 2.2, 0.35, {
          top: "#e9edf0",
          left: c.navy,
          right: c.navyDark,
        }),
      );
    }
  }
  if (o.gableDocks) {
    const step = o.gableDocks.step ?? 4.6;
    for (let i = 0; i < o.gableDocks.count; i++)
      out.push(dockDoorX(iso, w, o.gableDocks.from + i * step, seam));
  }
  return out.join("");
}

/** A glazed office block: box with bands of windows on both visible faces. */
export function office(
  iso: Iso,
  w: number,
  d: number,
  floors: number,
  floorH = 3.6,
  col: string = c.white,
): string {
  const h = floors * floorH + 0.8;
  const out: string[] = [];
  out.push(iso.rz(0, -0.8, w + 1.2, -0.8, d + 1.2, c.navyDark, { opacity: 0.1 }));
  out.push(
    iso.box(0, 0, 0, w, d, h, { top: "#e3e7ea", left: col, right: mix(col, c.navyDark, 0.16) }),
  );
  for (let f = 0; f < floors; f++) {
    const z0 = f * floorH + 0.9;
    const z1 = z0 + floorH - 1.1;
    out.push(
      iso.ry(d + 0.01, 0.6, w - 0.6, z0, z1, c.glass),
      iso.rx(w + 0.01, 0.6, d - 0.6, z0, z1, iso.tone(c.glass, "x")),
    );
    out.push(iso.ry(d + 0.02, 0.6, w * 0.35, z0, z1, mix(c.glass, c.white, 0.3)));
  }
  // mullions
  const segs: [V3, V3][] = [];
  for (let x = 2.5; x < w - 0.6; x += 2.5)
    segs.push([
      [x, d + 0.02, 0.9],
      [x, d + 0.02, floors * floorH - 0.2],
    ]);
  for (let y = 2.5; y < d - 0.6; y += 2.5)
    segs.push([
      [w + 0.02, y, 0.9],
      [w + 0.02, y, floors * floorH - 0.2],
    ]);
  out.push(iso.lines(segs, col, Math.max(2, iso.u * 0.15)));
  out.push(
    iso.ry(d + 0.01, 0, w, h - 0.5, h, c.gold),
    iso.rx(w + 0.01, 0, d, h - 0.5, h, iso.tone(c.gold, "x")),
  );
  // entrance canopy
  out.push(iso.box(w * 0.4, d, 3.0, w * 0.3, 1.6, 0.25, c.navy));
  return out.join("");
}

/** A small gatehouse with a barrier arm along +y. */
export function gatehouse(iso: Iso, barrier = 6): string {
  const out: string[] = [];
  out.push(iso.rz(0, -0.4, 3.4, -0.4, 3.4, c.navyDark, { opacity: 0.12 }));
  out.push(iso.box(0, 0, 0, 3, 3, 2.8, c.white));
  out.push(
    iso.ry(3.01, 0.4, 2.6, 1.1, 2.3, c.glass),
    iso.rx(3.01, 0.4, 2.6, 1.1, 2.3, iso.tone(c.glass, "x")),
  );
  out.push(iso.box(-0.3, -0.3, 2.8, 3.6, 3.6, 0.35, c.navy));
  if (barrier > 0) {
    out.push(iso.box(3.3, 0.3, 0, 0.4, 0.4, 1.1, c.navyDark));
    const segs: [V3, V3][] = [];
    for (let i = 0; i < barrier; i += 1.2)
      segs.push([
        [3.5, 0.5 + i, 1.0],
        [3.5, 0.5 + Math.min(i + 0.6, barrier), 1.0],
      ]);
    out.push(
      iso.stroke(
        [
          [3.5, 0.5, 1.0],
          [3.5, 0.5 + barrier, 1.0],
        ],
        c.white,
        Math.max(3, iso.u * 0.18),
      ),
    );
    out.push(iso.lines(segs, c.red, Math.max(3, iso.u * 0.18)));
  }
  return out.join("");
}

/** A small city block: a few towers and low buildings with window bands. */
export function cityBlock(iso: Iso, seed = 0): string {
  const out: string[] = [];
  const blocks: [number, number, number, number, number, string][] = [
    [0, 0, 5, 5, 14, c.navyMid],
    [6, 0, 4, 4, 9, c.white],
    [0, 6, 4, 4, 7, c.goldLight],
    [5.5, 5.5, 5, 5, 18, c.navySoft],
  ];
  for (const [x, y, w, d, h0, col] of blocks) {
    const h = h0 + ((seed * 7 + x) % 3);
    out.push(iso.rz(0, x - 0.3, x + w + 0.6, y - 0.3, y + d + 0.6, c.navyDark, { opacity: 0.1 }));
    out.push(iso.box(x, y, 0, w, d, h, col));
    const segs: [V3, V3][] = [];
    for (let z = 2; z < h - 1; z += 2.5)
      segs.push(
        [
          [x + 0.6, y + d + 0.01, z],
          [x + w - 0.6, y + d + 0.01, z],
        ],
        [
          [x + w + 0.01, y + 0.6, z],
          [x + w + 0.01, y + d - 0.6, z],
        ],
      );
    out.push(
      iso.lines(
        segs,
        col === c.white ? c.glass : mix(col, c.white, 0.45),
        Math.max(2.5, iso.u * 0.5),
      ),
    );
  }
  return out.join("");
}

/** A car, about 4.5 × 1.8 m, along x; drawn once per colour and reused. */
export function car(iso: Iso, x: number, y: number, col: string): string {
  return iso.use(`car-${col.slice(1)}`, x, y, 0, (q) => carShape(q, col));
}

function carShape(iso: Iso, col: string): string {
  const x = 0;
  const y = 0;
  return (
    iso.box(x, y, 0.2, 4.4, 1.8, 0.6, col) +
    iso.box(x + 1.0, y + 0.1, 0.8, 2.4, 1.6, 0.55, {
      top: mix(col, c.white, 0.25),
      left: c.glass,
      right: iso.tone(c.glass, "x"),
    })
  );
}

/** A perimeter fence along local points (closed or open polyline), h high. */
export function fence(iso: Iso, p: readonly V3[], h = 2.4, col: string = c.steelDark): string {
  const w = Math.max(2.5, iso.u * 0.35);
  const top = p.map(([x, y]) => [x, y, h] as V3);
  const posts: [V3, V3][] = [];
  for (let i = 0; i < p.length - 1; i++) {
    const a = p[i] as V3;
    const b = p[i + 1] as V3;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const k = Math.max(1, Math.round(len / 8));
    for (let j = 0; j <= k; j++) {
      const t = j / k;
      const x = a[0] + (b[0] - a[0]) * t;
      const y = a[1] + (b[1] - a[1]) * t;
      posts.push([
        [x, y, 0],
        [x, y, h],
      ]);
    }
  }
  return (
    iso.lines(posts, col, w) +
    iso.stroke(top, col, w) +
    iso.stroke(
      p.map(([x, y]) => [x, y, h * 0.5] as V3),
      col,
      w * 0.7,
      { opacity: 0.6 },
    )
  );
}
