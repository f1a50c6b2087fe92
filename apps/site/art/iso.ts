/**
 * Isometric projection. World axes: x runs to the lower right, y to the lower left, z up; one world
 * unit is `u` pixels (think of it as a metre). The viewer looks from +x +y, so of a box it sees the
 * top, the face at y max ("left", lit) and the face at x max ("right", in shade).
 *
 * A frame may be moved (`at`) and may swap x and y: a motif drawn along its own x then stands
 * along the world y, with its faces still shaded by where they face in the world.
 */
import { mix, shade } from "./palette.ts";
import {
  type Attrs,
  MIN_STROKE,
  n,
  type Pt,
  polygon,
  polygons,
  polyline,
  symbol,
  use,
} from "./svg.ts";

export type V3 = readonly [number, number, number];
export type Axis = "x" | "y" | "z";
/** Face colours by where the faces look in the world: up, toward +y ("left"), toward +x ("right"). */
export interface Tones {
  top: string;
  left: string;
  right: string;
}

/** Face colours by the local axis of each face's normal. */
export interface LocalTones {
  top: string;
  fy: string;
  fx: string;
}

const COS = Math.cos(Math.PI / 6);
const SIN = 0.5;

export class Iso {
  readonly ox: number;
  readonly oy: number;
  readonly u: number;
  readonly tx: number;
  readonly ty: number;
  readonly tz: number;
  readonly swap: boolean;
  /** Shear: local z rises by k per metre of local x (a frame on a slope). */
  readonly k: number;

  constructor(ox: number, oy: number, u: number, tx = 0, ty = 0, tz = 0, swap = false, k = 0) {
    this.ox = ox;
    this.oy = oy;
    this.u = u;
    this.tx = tx;
    this.ty = ty;
    this.tz = tz;
    this.swap = swap;
    this.k = k;
  }

  /** This frame tilted: climbing k metres per metre of local x (for a vehicle on a ramp). */
  tilt(k: number): Iso {
    return new Iso(this.ox, this.oy, this.u, this.tx, this.ty, this.tz, this.swap, k);
  }

  /** A frame moved to local (x, y, z), its x and y swapped when `swap`. */
  at(x: number, y: number, z = 0, swap = false): Iso {
    const [wx, wy, wz] = this.w(x, y, z);
    return new Iso(this.ox, this.oy, this.u, wx, wy, wz, this.swap !== swap);
  }

  /**
   * A motif drawn once at the local origin and reused: `draw` gets a frame at the origin with this
   * frame's scale and orientation; the result is placed at local (x, y, z).
   */
  use(name: string, x: number, y: number, z: number, draw: (o: Iso) => string, a?: Attrs): string {
    const key = `${name}-${Math.round(this.u * 100)}${this.swap ? "s" : ""}`.replaceAll(".", "_");
    const ref = symbol(key, () => draw(new Iso(0, 0, this.u, 0, 0, 0, this.swap)));
    const [px, py] = this.p(x, y, z);
    return use(ref, px, py, a);
  }

  /** Local to world. */
  w(x: number, y: number, z: number): V3 {
    const zz = this.tz + z + this.k * x;
    return this.swap ? [this.tx + y, this.ty + x, zz] : [this.tx + x, this.ty + y, zz];
  }

  /** World to screen. */
  pw(x: number, y: number, z: number): Pt {
    return [this.ox + (x - y) * COS * this.u, this.oy + (x + y) * SIN * this.u - z * this.u];
  }

  /** Local to screen. */
  p(x: number, y: number, z = 0): Pt {
    const [a, b, c] = this.w(x, y, z);
    return this.pw(a, b, c);
  }

  /** The world axis a local axis runs along. */
  axis(a: Axis): Axis {
    if (a === "z" || !this.swap) return a;
    return a === "x" ? "y" : "x";
  }

  /** A wall colour: full on faces toward +y, a soft shade on faces toward +x (interiors). */
  wallTone(col: string, a: "x" | "y"): string {
    return this.axis(a) === "y" ? col : mix(col, "#072a40", 0.09);
  }

  /** A colour shaded as a face whose normal is the local axis `a`. */
  tone(col: string, a: Axis): string {
    const wa = this.axis(a);
    return wa === "z" ? shade.top(col) : wa === "y" ? shade.left(col) : shade.right(col);
  }

  poly(p: readonly V3[], fill: string, a?: Attrs): string {
    return polygon(
      p.map(([x, y, z]) => this.p(x, y, z)),
      fill,
      a,
    );
  }

  /** Straight strokes between local points, one path: [[a, b], [c, d], …]. */
  lines(segs: readonly (readonly [V3, V3])[], stroke: string, width: number, a?: Attrs): string {
    let d = "";
    for (const [p, q] of segs) {
      const [x1, y1] = this.p(p[0], p[1], p[2]);
      const [x2, y2] = this.p(q[0], q[1], q[2]);
      d += `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
    }
    let extra = "";
    if (a) for (const [k, v] of Object.entries(a)) if (v !== undefined) extra += ` ${k}="${v}"`;
    return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(Math.max(MIN_STROKE, width))}" stroke-linecap="round"${extra}/>`;
  }

  /** An open polyline through local points. */
  stroke(p: readonly V3[], col: string, width: number, a?: Attrs): string {
    return polyline(
      p.map(([x, y, z]) => this.p(x, y, z)),
      col,
      width,
      a,
    );
  }

  /** Several local polygons of one fill, one path. */
  polys(list: readonly (readonly V3[])[], fill: string, a?: Attrs): string {
    return polygons(
      list.map((p) => p.map(([x, y, z]) => this.p(x, y, z))),
      fill,
      a,
    );
  }

  /** The faces of a box as local polygons: [top, face normal to local y, face normal to local x]. */
  faces(x: number, y: number, z: number, w: number, d: number, h: number): [V3[], V3[], V3[]] {
    return [
      [
        [x, y, z + h],
        [x + w, y, z + h],
        [x + w, y + d, z + h],
        [x, y + d, z + h],
      ],
      [
        [x, y + d, z],
        [x + w, y + d, z],
        [x + w, y + d, z + h],
        [x, y + d, z + h],
      ],
      [
        [x + w, y, z],
        [x + w, y + d, z],
        [x + w, y + d, z + h],
        [x + w, y, z + h],
      ],
    ];
  }

  /** A box: local corner (x, y, z), sizes w (x), d (y), h (z). */
  box(
    x: number,
    y: number,
    z: number,
    w: number,
    d: number,
    h: number,
    fill: string | Tones | LocalTones,
    a?: Attrs,
  ): string {
    let top: string;
    let fy: string;
    let fx: string;
    if (typeof fill === "string") {
      top = shade.top(fill);
      fy = this.tone(fill, "y");
      fx = this.tone(fill, "x");
    } else if ("fy" in fill) {
      top = fill.top;
      fy = fill.fy;
      fx = fill.fx;
    } else {
      top = fill.top;
      fy = this.swap ? fill.right : fill.left;
      fx = this.swap ? fill.left : fill.right;
    }
    const [t, py, px] = this.faces(x, y, z, w, d, h);
    return this.poly(t, top, a) + this.poly(py, fy, a) + this.poly(px, fx, a);
  }

  /** A rectangle in the plane x = const. */
  rx(x: number, y0: number, y1: number, z0: number, z1: number, fill: string, a?: Attrs): string {
    return this.poly(
      [
        [x, y0, z0],
        [x, y1, z0],
        [x, y1, z1],
        [x, y0, z1],
      ],
      fill,
      a,
    );
  }

  /** A rectangle in the plane y = const. */
  ry(y: number, x0: number, x1: number, z0: number, z1: number, fill: string, a?: Attrs): string {
    return this.poly(
      [
        [x0, y, z0],
        [x1, y, z0],
        [x1, y, z1],
        [x0, y, z1],
      ],
      fill,
      a,
    );
  }

  /** A rectangle in the plane z = const. */
  rz(z: number, x0: number, x1: number, y0: number, y1: number, fill: string, a?: Attrs): string {
    return this.poly(
      [
        [x0, y0, z],
        [x1, y0, z],
        [x1, y1, z],
        [x0, y1, z],
      ],
      fill,
      a,
    );
  }

  /**
   * Flat 2-D content laid on a plane: its (s, t) coordinates run from local point `o` along `su`
   * and `sv` (both in world units per content unit).
   */
  plane(o: V3, su: V3, sv: V3, content: string, a?: Attrs): string {
    const [ex, ey] = this.p(o[0], o[1], o[2]);
    const [ux, uy] = this.p(o[0] + su[0], o[1] + su[1], o[2] + su[2]);
    const [vx, vy] = this.p(o[0] + sv[0], o[1] + sv[1], o[2] + sv[2]);
    const m = [ux - ex, uy - ey, vx - ex, vy - ey].map((v) => Math.round(v * 1000) / 1000);
    let extra = "";
    if (a) for (const [k, v] of Object.entries(a)) if (v !== undefined) extra += ` ${k}="${v}"`;
    return `<g transform="matrix(${m.join(" ")} ${n(ex)} ${n(ey)})"${extra}>${content}</g>`;
  }

  /** Content on the plane x = const, reading left to right on screen (toward −y), t upward is −z. */
  onX(x: number, y: number, z: number, content: string, scale = 1): string {
    return this.plane([x, y, z], [0, -scale, 0], [0, 0, -scale], content);
  }

  /** Content on the plane y = const, reading left to right on screen (toward +x), t downward. */
  onY(y: number, x: number, z: number, content: string, scale = 1): string {
    return this.plane([x, y, z], [scale, 0, 0], [0, 0, -scale], content);
  }

  /** Content on the plane z = const: s along x, t along y. */
  onZ(z: number, x: number, y: number, content: string, scale = 1): string {
    return this.plane([x, y, z], [scale, 0, 0], [0, scale, 0], content);
  }

  /** Points of a circle of radius r about local point c, in the plane normal to local axis `a`. */
  ring(c: V3, a: Axis, r: number, k = 24): Pt[] {
    const out: Pt[] = [];
    for (let i = 0; i < k; i++) {
      const t = (i / k) * Math.PI * 2;
      const u = Math.cos(t) * r;
      const v = Math.sin(t) * r;
      const q: V3 =
        a === "x"
          ? [c[0], c[1] + u, c[2] + v]
          : a === "y"
            ? [c[0] + u, c[1], c[2] + v]
            : [c[0] + u, c[1] + v, c[2]];
      out.push(this.p(q[0], q[1], q[2]));
    }
    return out;
  }

  /** Concentric filled discs about local point c, normal to local axis a: [[radius, fill], …]. */
  discs(c: V3, a: Axis, list: readonly (readonly [number, string])[], attrs?: Attrs): string {
    const u: V3 = a === "x" ? [0, 1, 0] : [1, 0, 0];
    const v: V3 = a === "z" ? [0, 1, 0] : [0, 0, 1];
    return this.plane(
      c,
      u,
      v,
      list.map(([r, f]) => `<circle r="${Math.round(r * 1000) / 1000}" fill="${f}"/>`).join(""),
      attrs,
    );
  }

  /** A filled disc (ellipse on screen) about local point c, normal to local axis a. */
  disc(c: V3, a: Axis, r: number, fill: string, attrs?: Attrs): string {
    return this.discs(c, a, [[r, fill]], attrs);
  }

  /**
   * A cylinder along local axis a from c (length len): its silhouette, then the visible end cap.
   * `end` is drawn on the far end along the axis when the axis points toward the viewer.
   */
  cylinder(
    c: V3,
    a: Axis,
    r: number,
    len: number,
    side: string,
    cap: string,
    attrs?: Attrs,
  ): string {
    const d: V3 = a === "x" ? [len, 0, 0] : a === "y" ? [0, len, 0] : [0, 0, len];
    const c2: V3 = [c[0] + d[0], c[1] + d[1], c[2] + d[2]];
    const hull = convexHull([...this.ring(c, a, r), ...this.ring(c2, a, r)]);
    return polygon(hull, side, attrs) + this.disc(c2, a, r, cap, attrs);
  }
}

/** Andrew's monotone chain. */
export function convexHull(points: readonly Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o: Pt, a: Pt, b: Pt) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const q of p) {
    while (
      lower.length >= 2 &&
      cross(lower[lower.length - 2] as Pt, lower[lower.length - 1] as Pt, q) <= 0
    )
      lower.pop();
    lower.push(q);
  }
  const upper: Pt[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i] as Pt;
    while (
      upper.length >= 2 &&
      cross(upper[upper.length - 2] as Pt, upper[upper.length - 1] as Pt, q) <= 0
    )
      upper.pop();
    upper.push(q);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}
