/**
 * Dashboards of the smart platform, drawn flat (content units, origin top left) so they can be
 * laid on any plane: bar and line charts, donuts, stock bars, a map with routes and pins. No text,
 * no digits: every label is a bar.
 */
import { c, mix } from "../palette.ts";
import { circle, g, n, path, polyline, rect } from "../svg.ts";

const panel = "#124d70";

/** A bar chart in a w × h box at (x, y). */
export function bars(
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  col: string = c.gold,
  alt?: string,
): string {
  const k = values.length;
  const gap = w / k;
  const bw = gap * 0.58;
  return values
    .map((v, i) =>
      rect(x + i * gap + (gap - bw) / 2, y + h * (1 - v), bw, h * v, alt && i % 2 ? alt : col, {
        rx: Math.min(3, bw / 4),
      }),
    )
    .join("");
}

/** A line chart with a soft area under it. */
export function lineChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  col: string = c.cold,
  width = 4,
): string {
  const step = w / (values.length - 1);
  const p = values.map((v, i) => [x + i * step, y + h * (1 - v)] as const);
  const area = `M${n(x)} ${n(y + h)}${p.map(([px, py]) => `L${n(px)} ${n(py)}`).join("")}L${n(x + w)} ${n(y + h)}Z`;
  const last = p[p.length - 1] ?? [x, y];
  return (
    path(area, col, { opacity: 0.18 }) +
    polyline(p, col, width) +
    circle(last[0], last[1], width * 1.4, col)
  );
}

/** A donut: full ring in a dim tone, the share `f` in colour. */
export function donut(
  cx: number,
  cy: number,
  r: number,
  f: number,
  col: string = c.gold,
  width = 0,
): string {
  const sw = width || r * 0.38;
  const a = f * Math.PI * 2 - Math.PI / 2;
  const ex = cx + Math.cos(a) * r;
  const ey = cy + Math.sin(a) * r;
  const large = f > 0.5 ? 1 : 0;
  return (
    circle(cx, cy, r, "none", { stroke: mix(panel, c.white, 0.15), "stroke-width": sw }) +
    path(`M${n(cx)} ${n(cy - r)}A${n(r)} ${n(r)} 0 ${large} 1 ${n(ex)} ${n(ey)}`, "none", {
      stroke: col,
      "stroke-width": sw,
      "stroke-linecap": "round",
    })
  );
}

/** Horizontal stock bars: a track and its fill. */
export function stockBars(
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
): string {
  const k = values.length;
  const step = h / k;
  const bh = step * 0.45;
  return values
    .map((v, i) => {
      const yy = y + i * step + (step - bh) / 2;
      const col = v < 0.3 ? c.orange : i % 2 ? c.cold : c.gold;
      return (
        rect(x, yy, w, bh, mix(panel, c.white, 0.12), { rx: bh / 2 }) +
        rect(x, yy, w * v, bh, col, { rx: bh / 2 })
      );
    })
    .join("");
}

/** Placeholder "text" lines: bars of different lengths. */
export function textLines(
  x: number,
  y: number,
  w: number,
  lines: number,
  lh: number,
  col: string = mix(panel, c.white, 0.35),
): string {
  let out = "";
  for (let i = 0; i < lines; i++)
    out += rect(x, y + i * lh, w * (0.55 + ((i * 37) % 40) / 100), lh * 0.45, col, {
      rx: lh * 0.22,
    });
  return out;
}

/** A map pin, point at (x, y), height h. */
export function pin(
  x: number,
  y: number,
  h: number,
  col: string = c.gold,
  dot: string = c.white,
): string {
  const r = h * 0.36;
  return (
    path(
      `M${n(x)} ${n(y)}C${n(x - r * 0.35)} ${n(y - h * 0.35)} ${n(x - r)} ${n(y - h + r * 1.3)} ${n(x - r)} ${n(y - h + r)}A${n(r)} ${n(r)} 0 1 1 ${n(x + r)} ${n(y - h + r)}C${n(x + r)} ${n(y - h + r * 1.3)} ${n(x + r * 0.35)} ${n(y - h * 0.35)} ${n(x)} ${n(y)}Z`,
      col,
    ) + circle(x, y - h + r, r * 0.42, dot)
  );
}

/** A simplified map: land, a coast, roads, a dashed route between pins. */
export function routeMap(x: number, y: number, w: number, h: number, dark = true): string {
  const sea = dark ? "#0e4566" : c.cold;
  const land = dark ? "#1b5b80" : c.goldPale;
  const road = dark ? mix("#1b5b80", c.white, 0.2) : c.white;
  const sx = (v: number) => x + v * w;
  const sy = (v: number) => y + v * h;
  const out: string[] = [rect(x, y, w, h, sea, { rx: Math.min(w, h) * 0.04 })];
  out.push(
    path(
      `M${n(sx(0))} ${n(sy(0.15))}C${n(sx(0.2))} ${n(sy(0.05))} ${n(sx(0.35))} ${n(sy(0.3))} ${n(sx(0.55))} ${n(sy(0.18))}S${n(sx(0.85))} ${n(sy(0.02))} ${n(sx(1))} ${n(sy(0.1))}L${n(sx(1))} ${n(sy(1))}L${n(sx(0.12))} ${n(sy(1))}C${n(sx(0.1))} ${n(sy(0.8))} ${n(sx(0))} ${n(sy(0.7))} ${n(sx(0))} ${n(sy(0.55))}Z`,
      land,
    ),
  );
  const sw = Math.max(3, w * 0.012);
  out.push(
    polyline(
      [
        [sx(0.1), sy(0.9)],
        [sx(0.45), sy(0.62)],
        [sx(0.95), sy(0.7)],
      ],
      road,
      sw,
    ),
    polyline(
      [
        [sx(0.55), sy(0.25)],
        [sx(0.5), sy(0.6)],
        [sx(0.62), sy(0.98)],
      ],
      road,
      sw,
    ),
  );
  const route: [number, number][] = [
    [sx(0.2), sy(0.78)],
    [sx(0.48), sy(0.45)],
    [sx(0.78), sy(0.58)],
    [sx(0.88), sy(0.3)],
  ];
  out.push(polyline(route, c.gold, sw * 1.6, { "stroke-dasharray": `${n(sw * 3)} ${n(sw * 2)}` }));
  const ph = h * 0.16;
  route.forEach(([px, py], i) => {
    out.push(pin(px, py, ph, i === 0 ? c.orange : c.gold, dark ? c.navyDark : c.white));
  });
  return g(out);
}

/** A full dashboard in a w × h screen: header, tiles, charts; `variant` picks a layout. */
export function dashboard(w: number, h: number, variant = 0, bg: string = c.navyDark): string {
  const out: string[] = [rect(0, 0, w, h, bg)];
  const pad = w * 0.04;
  const tile = (x: number, y: number, tw: number, th: number) =>
    rect(x, y, tw, th, panel, { rx: Math.min(tw, th) * 0.08 });
  if (variant === 0) {
    // tiles of figures across the top, a line chart and bars below
    const tw = (w - pad * 5) / 4;
    const th = h * 0.2;
    for (let i = 0; i < 4; i++) {
      const tx = pad + i * (tw + pad);
      out.push(tile(tx, pad, tw, th));
      out.push(
        rect(tx + tw * 0.12, pad + th * 0.25, tw * 0.5, th * 0.2, mix(panel, c.white, 0.35), {
          rx: th * 0.1,
        }),
      );
      out.push(
        rect(
          tx + tw * 0.12,
          pad + th * 0.58,
          tw * (0.35 + i * 0.12),
          th * 0.2,
          [c.gold, c.cold, c.gold, c.orange][i] ?? c.gold,
          { rx: th * 0.1 },
        ),
      );
    }
    const y2 = pad * 2 + th;
    const h2 = h - y2 - pad;
    const w2 = (w - pad * 3) * 0.6;
    out.push(tile(pad, y2, w2, h2));
    out.push(
      lineChart(
        pad * 2,
        y2 + pad,
        w2 - pad * 2,
        h2 - pad * 2,
        [0.3, 0.45, 0.38, 0.6, 0.52, 0.75, 0.7, 0.88],
        c.cold,
        Math.max(3, w * 0.008),
      ),
    );
    out.push(
      lineChart(
        pad * 2,
        y2 + pad,
        w2 - pad * 2,
        h2 - pad * 2,
        [0.15, 0.22, 0.3, 0.28, 0.4, 0.38, 0.52, 0.6],
        c.gold,
        Math.max(3, w * 0.008),
      ),
    );
    const x3 = pad * 2 + w2;
    const w3 = w - x3 - pad;
    out.push(tile(x3, y2, w3, h2));
    out.push(
      bars(
        x3 + pad * 0.6,
        y2 + pad,
        w3 - pad * 1.2,
        h2 - pad * 2,
        [0.5, 0.8, 0.6, 0.95, 0.7],
        c.gold,
        c.navySoft,
      ),
    );
  } else if (variant === 1) {
    // the map with routes, stock on the side
    const mw = (w - pad * 3) * 0.65;
    out.push(routeMap(pad, pad, mw, h - pad * 2));
    const x2 = pad * 2 + mw;
    const w2 = w - x2 - pad;
    out.push(tile(x2, pad, w2, h - pad * 2));
    out.push(
      stockBars(
        x2 + pad * 0.6,
        pad * 2,
        w2 - pad * 1.2,
        h - pad * 4,
        [0.8, 0.55, 0.9, 0.22, 0.7, 0.6],
      ),
    );
  } else if (variant === 2) {
    // donuts and bars
    const th = (h - pad * 3) / 2;
    const tw = (w - pad * 3) / 2;
    out.push(tile(pad, pad, tw, th), tile(pad * 2 + tw, pad, tw, th));
    out.push(donut(pad + tw * 0.3, pad + th / 2, th * 0.3, 0.72, c.gold));
    out.push(textLines(pad + tw * 0.58, pad + th * 0.3, tw * 0.35, 3, th * 0.17));
    out.push(donut(pad * 2 + tw * 1.3, pad + th / 2, th * 0.3, 0.4, c.cold));
    out.push(textLines(pad * 2 + tw * 1.58, pad + th * 0.3, tw * 0.35, 3, th * 0.17));
    out.push(tile(pad, pad * 2 + th, w - pad * 2, th));
    out.push(
      bars(
        pad * 2,
        pad * 2.6 + th,
        w - pad * 4,
        th - pad * 1.2,
        [0.4, 0.6, 0.5, 0.75, 0.65, 0.85, 0.8, 0.95, 0.7, 0.9],
        c.gold,
        c.cold,
      ),
    );
  } else {
    // warehouse occupancy grid: cells of stock
    const cols = 10;
    const rows = 5;
    const cw = (w - pad * 2) / cols;
    const ch = (h - pad * 2) / rows;
    for (let i = 0; i < cols; i++)
      for (let j = 0; j < rows; j++) {
        const v = (i * 7 + j * 13) % 10;
        const col =
          v < 2 ? mix(panel, c.white, 0.1) : v < 7 ? c.navySoft : v < 9 ? c.gold : c.orange;
        out.push(
          rect(pad + i * cw + cw * 0.08, pad + j * ch + ch * 0.1, cw * 0.84, ch * 0.8, col, {
            rx: Math.min(cw, ch) * 0.12,
          }),
        );
      }
  }
  return out.join("");
}

/** A monitor bezel around content of w × h. */
export function bezel(w: number, h: number, content: string, frame: string = c.ink): string {
  const b = Math.max(w, h) * 0.025;
  return rect(-b, -b, w + 2 * b, h + 2 * b, frame, { rx: b }) + content;
}

/** A blueprint: navy sheet, a grid, the outline of a warehouse with its rack rows and docks. */
export function blueprint(w: number, h: number): string {
  const line = "#dbe9f2";
  const sw = Math.max(w, h) * 0.008;
  const out: string[] = [rect(0, 0, w, h, c.navyMid)];
  let grid = "";
  for (let x = w / 12; x < w; x += w / 12) grid += `M${n(x)} 0V${n(h)}`;
  for (let y = h / 8; y < h; y += h / 8) grid += `M0 ${n(y)}H${n(w)}`;
  out.push(path(grid, "none", { stroke: "#2f6d93", "stroke-width": n(sw * 0.6) }));
  const bx = w * 0.1;
  const by = h * 0.14;
  const bw = w * 0.8;
  const bh = h * 0.66;
  out.push(rect(bx, by, bw, bh, "none", { stroke: line, "stroke-width": n(sw * 1.6) }));
  for (let i = 0; i < 6; i++) {
    const x = bx + bw * 0.08 + i * bw * 0.145;
    out.push(rect(x, by + bh * 0.1, bw * 0.05, bh * 0.62, line, { opacity: 0.85 }));
  }
  for (let i = 0; i < 7; i++)
    out.push(rect(bx + bw * 0.06 + i * bw * 0.13, by + bh - sw * 3, bw * 0.07, sw * 3, c.gold));
  out.push(
    path(
      `M${n(bx)} ${n(by - h * 0.06)}H${n(bx + bw)}M${n(bx)} ${n(by - h * 0.09)}V${n(by - h * 0.03)}M${n(bx + bw)} ${n(by - h * 0.09)}V${n(by - h * 0.03)}`,
      "none",
      { stroke: line, "stroke-width": n(sw) },
    ),
  );
  return out.join("");
}
