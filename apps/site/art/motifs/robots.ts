/**
 * Warehouse automation: autonomous mobile robots, the shelf pods they carry, a scanning drone and
 * the data links drawn between them.
 */
import type { Iso, V3 } from "../iso.ts";
import { c, mix } from "../palette.ts";
import { circle, ellipse, g, line, type Pt, polygon, polyline } from "../svg.ts";

/** An AMR: a low rounded body with a light strip, about 1 × 0.8 m, along x. */
export function amr(iso: Iso, x: number, y: number, col: string = c.orange): string {
  return (
    iso.rz(0, x - 0.05, x + 1.05, y - 0.05, y + 0.85, c.navyDark, { opacity: 0.15 }) +
    iso.box(x, y, 0.05, 1.0, 0.8, 0.3, col) +
    iso.box(x + 0.1, y + 0.1, 0.35, 0.8, 0.6, 0.05, mix(col, c.navyDark, 0.25)) +
    iso.ry(y + 0.801, x + 0.15, x + 0.85, 0.18, 0.24, c.cold) +
    iso.rx(x + 1.001, y + 0.2, y + 0.6, 0.18, 0.24, c.white)
  );
}

/** A shelf pod with coloured bins, legs, 1.2 m square, standing at z0 (lifted when carried). */
export function pod(iso: Iso, x: number, y: number, z0 = 0, h = 2.2, seed = 0): string {
  const out: string[] = [];
  const leg = c.navy;
  out.push(iso.box(x, y, z0, 0.08, 0.08, h, leg), iso.box(x + 1.12, y, z0, 0.08, 0.08, h, leg));
  const shelves = 4;
  const cols = [c.gold, c.navySoft, c.goldLight, c.cold, c.orange];
  for (let s = 0; s < shelves; s++) {
    const z = z0 + 0.35 + s * ((h - 0.4) / shelves);
    out.push(iso.box(x, y, z - 0.04, 1.2, 1.2, 0.04, c.steelLight));
    for (let i = 0; i < 2; i++) {
      const k = (seed + s * 3 + i * 5) % cols.length;
      if ((seed + s + i) % 5 === 4) continue;
      out.push(
        iso.box(
          x + 0.08 + i * 0.56,
          y + 0.1,
          z,
          0.5,
          1.0,
          (h - 0.4) / shelves - 0.12,
          cols[k] ?? c.gold,
        ),
      );
    }
  }
  out.push(
    iso.box(x, y + 1.12, z0, 0.08, 0.08, h, leg),
    iso.box(x + 1.12, y + 1.12, z0, 0.08, 0.08, h, leg),
  );
  return out.join("");
}

/** A quadcopter drone centred at local point p, with a scan beam to the target points. */
export function drone(iso: Iso, p: V3, beam?: readonly V3[], scale = 1): string {
  const [x, y] = iso.p(p[0], p[1], p[2]);
  const u = iso.u * scale;
  const out: string[] = [];
  if (beam && beam.length >= 2) {
    const pts: Pt[] = [[x, y + u * 0.1], ...beam.map(([a, b, cc]) => iso.p(a, b, cc))];
    out.push(polygon(pts, c.gold, { opacity: 0.35 }));
    out.push(
      polyline(
        beam.map(([a, b, cc]) => iso.p(a, b, cc)),
        c.gold,
        Math.max(3, u * 0.05),
        { opacity: 0.9 },
      ),
    );
  }
  const arm = u * 0.45;
  for (const [dx, dy] of [
    [-1, -0.5],
    [1, -0.5],
    [-1, 0.5],
    [1, 0.5],
  ] as const) {
    out.push(line(x, y, x + dx * arm, y + dy * arm * 0.6, c.navyDark, Math.max(3, u * 0.07)));
    out.push(
      ellipse(x + dx * arm, y + dy * arm * 0.6 - u * 0.06, u * 0.3, u * 0.08, c.steelLight, {
        opacity: 0.85,
      }),
    );
  }
  out.push(
    ellipse(x, y, u * 0.28, u * 0.16, c.navy),
    ellipse(x, y - u * 0.05, u * 0.2, u * 0.1, c.navyMid),
  );
  out.push(circle(x, y + u * 0.12, u * 0.07, c.gold));
  return g(out);
}

/** A data link between screen points: dashed gold line with nodes. */
export function dataLink(points: readonly Pt[], col: string = c.gold, w = 4): string {
  const out: string[] = [
    polyline(points, col, w, { "stroke-dasharray": `${w * 2.5} ${w * 2}`, opacity: 0.9 }),
  ];
  for (const [x, y] of points)
    out.push(circle(x, y, w * 2.6, col, { opacity: 0.25 }), circle(x, y, w * 1.3, col));
  return g(out);
}

/** A pulse ring (signal) at screen (x, y). */
export function pulse(x: number, y: number, r: number, col: string = c.gold): string {
  return (
    circle(x, y, r, "none", { stroke: col, "stroke-width": Math.max(3, r * 0.08), opacity: 0.5 }) +
    circle(x, y, r * 0.6, "none", {
      stroke: col,
      "stroke-width": Math.max(3, r * 0.08),
      opacity: 0.8,
    })
  );
}

/** A floor grid of navigation markers (small squares) over x0…x1, y0…y1. */
export function floorGrid(
  iso: Iso,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  step = 1.5,
): string {
  const lines: [V3, V3][] = [];
  for (let x = x0; x <= x1 + 0.01; x += step)
    lines.push([
      [x, y0, 0.005],
      [x, y1, 0.005],
    ]);
  for (let y = y0; y <= y1 + 0.01; y += step)
    lines.push([
      [x0, y, 0.005],
      [x1, y, 0.005],
    ]);
  const marks: V3[][] = [];
  for (let x = x0; x <= x1 + 0.01; x += step)
    for (let y = y0; y <= y1 + 0.01; y += step)
      marks.push([
        [x - 0.1, y - 0.1, 0.006],
        [x + 0.1, y - 0.1, 0.006],
        [x + 0.1, y + 0.1, 0.006],
        [x - 0.1, y + 0.1, 0.006],
      ]);
  return iso.lines(lines, c.border, Math.max(2, iso.u * 0.03)) + iso.polys(marks, c.navySoft);
}
