/**
 * The cold chain: insulated panel rooms, the evaporator with its fans, frost, snowflakes, strip
 * curtains, a thermometer (shapes and ticks only) and outdoor cold-room units.
 */
import type { Iso, V3 } from "../iso.ts";
import { c, mix } from "../palette.ts";
import { circle, g, n, path, rect } from "../svg.ts";

/** A six-armed snowflake at (x, y), radius r (screen units). */
export function snowflake(x: number, y: number, r: number, col = "#ffffff", op = 0.9): string {
  let d = "";
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    const ex = x + Math.cos(a) * r;
    const ey = y + Math.sin(a) * r;
    d += `M${n(x)} ${n(y)}L${n(ex)} ${n(ey)}`;
    const bx = x + Math.cos(a) * r * 0.6;
    const by = y + Math.sin(a) * r * 0.6;
    for (const s of [-1, 1]) {
      const b = a + (s * Math.PI) / 4;
      d += `M${n(bx)} ${n(by)}L${n(bx + Math.cos(b) * r * 0.3)} ${n(by + Math.sin(b) * r * 0.3)}`;
    }
  }
  return path(d, "none", {
    stroke: col,
    "stroke-width": n(Math.max(3, r * 0.16)),
    "stroke-linecap": "round",
    opacity: op,
  });
}

/** A thermometer, flat, w wide (content units): tube, bulb, a low column, ticks; no digits. */
export function thermometer(w: number, level = 0.3): string {
  const tw = w * 0.34;
  const h = w * 2.6;
  const r = w * 0.5;
  const x = (w - tw) / 2;
  const out: string[] = [];
  out.push(rect(x - w * 0.06, -w * 0.06, tw + w * 0.12, h, c.white, { rx: (tw + w * 0.12) / 2 }));
  out.push(circle(w / 2, h + r * 0.4, r + w * 0.06, c.white));
  out.push(rect(x + tw * 0.25, w * 0.1, tw * 0.5, h, c.cold, { rx: tw * 0.25 }));
  const top = w * 0.1 + (h - w * 0.1) * (1 - level);
  out.push(rect(x + tw * 0.25, top, tw * 0.5, h + r * 0.4 - top, c.navySoft, { rx: tw * 0.25 }));
  out.push(circle(w / 2, h + r * 0.4, r * 0.72, c.navySoft));
  let ticks = "";
  for (let i = 0; i < 7; i++) {
    const y = w * 0.35 + (i * (h - w * 0.5)) / 6;
    ticks += `M${n(x + tw + w * 0.1)} ${n(y)}h${n(i % 3 === 0 ? w * 0.22 : w * 0.13)}`;
  }
  out.push(
    path(ticks, "none", {
      stroke: c.navyLight,
      "stroke-width": n(w * 0.05),
      "stroke-linecap": "round",
    }),
  );
  return g(out);
}

/** An evaporator unit on the wall y = 0 (its face toward +y), x0 its left end, top at z. */
export function evaporator(iso: Iso, x0: number, z: number, w = 3.0): string {
  const out: string[] = [];
  out.push(iso.box(x0, 0, z - 0.8, w, 0.7, 0.8, c.white));
  out.push(iso.ry(0.71, x0 + 0.1, x0 + w - 0.1, z - 0.75, z - 0.08, c.steelLight));
  const fans = Math.round(w / 1.0);
  for (let i = 0; i < fans; i++) {
    const cx = x0 + (w / fans) * (i + 0.5);
    out.push(
      iso.discs([cx, 0.72, z - 0.42], "y", [
        [0.3, c.steelDark],
        [0.24, c.navy],
        [0.07, c.steelLight],
      ]),
    );
  }
  // frost along the top edge
  out.push(frostEdge(iso, [x0, 0.7, z], [x0 + w, 0.7, z], 0.12));
  return out.join("");
}

/** A scalloped frost rim along a local edge a → b (horizontal), depth d below it. */
export function frostEdge(iso: Iso, a: V3, b: V3, d = 0.15): string {
  const k = Math.max(3, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / 0.35));
  const pts: V3[] = [a];
  for (let i = 0; i <= k; i++) {
    const t = i / k;
    const p: V3 = [
      a[0] + (b[0] - a[0]) * t,
      a[1] + (b[1] - a[1]) * t,
      a[2] - (i % 2 ? d : d * 0.35),
    ];
    pts.push(p);
  }
  pts.push(b);
  return iso.poly(pts, "#ffffff", { opacity: 0.9 });
}

/** PVC strip curtain in an opening on the plane x = 0 from y0 to y1, height h. */
export function stripCurtain(iso: Iso, y0: number, y1: number, h: number): string {
  const strips: V3[][] = [];
  const k = Math.round((y1 - y0) / 0.3);
  for (let i = 0; i < k; i++) {
    const a = y0 + i * ((y1 - y0) / k);
    strips.push([
      [0.02, a + 0.02, 0.05],
      [0.02, a + (y1 - y0) / k - 0.02, 0.05],
      [0.02, a + (y1 - y0) / k - 0.02, h],
      [0.02, a + 0.02, h],
    ]);
  }
  return iso.polys(strips, c.cold, { opacity: 0.55 });
}

/**
 * An outdoor cold-room unit (insulated panel building): white box, a cool band, a sliding door on
 * the y = d face, condensers on the roof.
 */
export function coldUnit(iso: Iso, w: number, d: number, h: number, seam = 2): string {
  const out: string[] = [];
  out.push(iso.rz(0, -0.5, w + 0.8, -0.5, d + 0.8, c.navyDark, { opacity: 0.1 }));
  out.push(
    iso.box(0, 0, 0, w, d, h, {
      top: "#eef3f6",
      left: "#f8fbfd",
      right: mix(c.cold, c.navyDark, 0.12),
    }),
  );
  out.push(
    iso.ry(d, 0, w, h - 1.0, h - 0.3, c.coldDeep),
    iso.rx(w, 0, d, h - 1.0, h - 0.3, iso.tone(c.coldDeep, "x")),
  );
  const segs: [V3, V3][] = [];
  for (let x = 1.2; x < w - 0.3; x += 1.2)
    segs.push([
      [x, d, 0.2],
      [x, d, h - 1.0],
    ]);
  out.push(iso.lines(segs, c.cold, seam));
  out.push(
    iso.ry(d + 0.01, w * 0.3, w * 0.3 + 2.4, 0, 3.0, c.steelLight),
    iso.ry(d + 0.02, w * 0.3 + 1.15, w * 0.3 + 1.25, 0, 3.0, c.steel),
  );
  for (let x = 1; x + 1.6 < w; x += 2.6) {
    out.push(iso.box(x, d * 0.3, h, 1.6, 1.2, 0.7, c.steelLight));
    out.push(iso.disc([x + 0.8, d * 0.3 + 0.6, h + 0.71], "z", 0.42, c.steelDark));
  }
  return out.join("");
}
