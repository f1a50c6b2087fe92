/**
 * The few SVG primitives every motif writes with: numbers rounded to one decimal, attributes in a
 * fixed order, gradients collected per document so a scene carries only the ones it uses.
 */

export type Pt = readonly [number, number];

/** The thinnest stroke drawn in page units: anything finer vanishes at 400 px wide. */
export const MIN_STROKE = 3;
export type Attrs = Record<string, string | number | undefined>;

/** A coordinate with at most one decimal, never "-0". */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

function attrs(a: Attrs | undefined): string {
  if (!a) return "";
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === "number" ? n(v) : v}"`;
  }
  return out;
}

export function pts(p: readonly Pt[]): string {
  return p.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
}

/** A number as short as SVG allows: "0.5" → ".5", "-0.5" → "-.5". */
function short(v: number): string {
  const s = n(v);
  return s.startsWith("0.") ? s.slice(1) : s.startsWith("-0.") ? `-${s.slice(2)}` : s;
}

/** Numbers joined with the fewest separators. */
function nums(list: readonly number[]): string {
  let out = "";
  for (const v of list) {
    const s = short(v);
    out += out === "" || s.startsWith("-") ? s : ` ${s}`;
  }
  return out;
}

/** Path data of a closed polygon, in relative moves (short). */
export function polyD(p: readonly Pt[]): string {
  if (p.length === 0) return "";
  const r = p.map(([x, y]) => [Math.round(x), Math.round(y)] as const);
  const [x0, y0] = r[0] as readonly [number, number];
  const rel: number[] = [];
  for (let i = 1; i < r.length; i++) {
    const [x, y] = r[i] as readonly [number, number];
    const [px, py] = r[i - 1] as readonly [number, number];
    rel.push(x - px, y - py);
  }
  return `M${nums([x0, y0])}l${nums(rel)}z`;
}

export function polygon(p: readonly Pt[], fill: string, a?: Attrs): string {
  return `<path d="${polyD(p)}" fill="${fill}"${attrs(a)}/>`;
}

/** Several closed polygons of one fill as a single path. */
export function polygons(list: readonly (readonly Pt[])[], fill: string, a?: Attrs): string {
  if (list.length === 0) return "";
  return `<path d="${list.map(polyD).join("")}" fill="${fill}"${attrs(a)}/>`;
}

export function polyline(p: readonly Pt[], stroke: string, width: number, a?: Attrs): string {
  return `<polyline points="${pts(p)}" fill="none" stroke="${stroke}" stroke-width="${n(Math.max(MIN_STROKE, width))}" stroke-linecap="round" stroke-linejoin="round"${attrs(a)}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  a?: Attrs,
): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(Math.max(MIN_STROKE, width))}" stroke-linecap="round"${attrs(a)}/>`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  a?: Attrs & { rx?: number },
): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${attrs(a)}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, a?: Attrs): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(a)}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  a?: Attrs,
): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(a)}/>`;
}

export function path(d: string, fill: string, a?: Attrs): string {
  return `<path d="${d}" fill="${fill}"${attrs(a)}/>`;
}

export function g(children: string | readonly string[], a?: Attrs): string {
  const body = typeof children === "string" ? children : children.join("");
  return `<g${attrs(a)}>${body}</g>`;
}

/** translate(x y) scale(s), optionally mirrored horizontally. */
export function place(x: number, y: number, s: number, body: string, flip = false): string {
  const sx = flip ? -s : s;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(sx * 1000) / 1000} ${Math.round(s * 1000) / 1000})">${body}</g>`;
}

/* ---------------------------------------------------------------------------------------------
 * Gradients: a motif asks for one by name and gets `url(#…)`; the document writes the definitions
 * it was asked for. Ids carry "@", which `document` replaces by the illustration's id, so two
 * illustrations inlined in one page never share a gradient id.
 */

const used = new Map<string, string>();

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(s: readonly Stop[]): string {
  return s
    .map(
      ([o, c, op]) =>
        `<stop offset="${n(o)}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
    )
    .join("");
}

/** A vertical (default) or any-direction linear gradient in bounding-box units. */
export function linear(
  name: string,
  s: readonly Stop[],
  dir: readonly [number, number, number, number] = [0, 0, 0, 1],
): string {
  if (!used.has(name)) {
    const [x1, y1, x2, y2] = dir;
    used.set(
      name,
      `<linearGradient id="@${name}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(s)}</linearGradient>`,
    );
  }
  return `url(#@${name})`;
}

export function radial(name: string, s: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  if (!used.has(name)) {
    used.set(
      name,
      `<radialGradient id="@${name}" cx="${cx}" cy="${cy}" r="${r}">${stops(s)}</radialGradient>`,
    );
  }
  return `url(#@${name})`;
}

/**
 * A reusable drawing: defined once (in <defs>), then placed with `<use>` wherever it recurs.
 * `draw` runs only the first time a name is asked for.
 */
export function symbol(name: string, draw: () => string): string {
  const key = `sym:${name}`;
  if (!used.has(key)) used.set(key, `<g id="@${name}">${draw()}</g>`);
  return `#@${name}`;
}

export function use(ref: string, x: number, y: number, a?: Attrs): string {
  return `<use href="${ref}" x="${n(x)}" y="${n(y)}"${attrs(a)}/>`;
}

/** A clip region (one path) defined once; returns the attribute value for clip-path. */
export function clip(name: string, d: string): string {
  const key = `clip:${name}`;
  if (!used.has(key)) used.set(key, `<clipPath id="@${name}"><path d="${d}"/></clipPath>`);
  return `url(#@${name})`;
}

export const WIDTH = 1600;
export const HEIGHT = 900;

/** Starts a document: forget the gradients of the previous one. */
export function begin(): void {
  used.clear();
}

/** The finished SVG document of one illustration. */
export function document(id: string, body: readonly string[]): string {
  const defs = used.size ? `<defs>${[...used.values()].join("")}</defs>` : "";
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `${defs}${body.join("")}</svg>`;
  used.clear();
  return svg.replaceAll("@", `${id}-`);
}
