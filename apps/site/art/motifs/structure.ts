/**
 * Steelwork: a mezzanine floor with its stair and handrails, shelving, and a portal-frame building
 * under construction (columns, rafters, purlins, bracing), plus a mobile crane.
 */
import type { Iso, V3 } from "../iso.ts";
import { c, mix } from "../palette.ts";

/** A handrail along local points at height h: posts every ~1.2 m, top and knee rails. */
export function railing(iso: Iso, p: readonly V3[], h = 1.1, col: string = c.yellow): string {
  const w = Math.max(3, iso.u * 0.06);
  const out: string[] = [];
  const posts: [V3, V3][] = [];
  for (let i = 0; i < p.length - 1; i++) {
    const a = p[i] as V3;
    const b = p[i + 1] as V3;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const k = Math.max(1, Math.round(len / 1.2));
    for (let j = 0; j <= k; j++) {
      const t = j / k;
      const q: V3 = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
      posts.push([q, [q[0], q[1], q[2] + h]]);
    }
  }
  out.push(iso.lines(posts, col, w));
  out.push(
    iso.stroke(
      p.map(([x, y, z]) => [x, y, z + h] as V3),
      col,
      w,
    ),
  );
  out.push(
    iso.stroke(
      p.map(([x, y, z]) => [x, y, z + h * 0.5] as V3),
      col,
      w * 0.8,
    ),
  );
  return out.join("");
}

/** A straight stair along +x rising from (x, y, 0) to height h, width w. */
export function stair(
  iso: Iso,
  x: number,
  y: number,
  h: number,
  w = 1.0,
  col: string = c.steelDark,
): string {
  const run = h * 1.25;
  const steps = Math.round(h / 0.2);
  const out: string[] = [];
  for (let i = 0; i < steps; i++) {
    const sx = x + (i * run) / steps;
    out.push(
      iso.box(sx, y, ((i + 1) * h) / steps - 0.05, run / steps + 0.02, w, 0.05, c.steelLight),
    );
  }
  // stringer on the near side
  out.push(
    iso.poly(
      [
        [x, y + w, 0],
        [x + run, y + w, h - 0.25],
        [x + run, y + w, h + 0.05],
        [x, y + w, 0.3],
      ],
      iso.tone(col, "y"),
    ),
  );
  out.push(
    railing(
      iso,
      [
        [x, y + w, 0.3],
        [x + run, y + w, h],
      ],
      1.0,
    ),
  );
  return out.join("");
}

/** A mezzanine: columns, a deck at h, a front handrail; x, y its corner, w × d. */
export function mezzanine(
  iso: Iso,
  x: number,
  y: number,
  w: number,
  d: number,
  h: number,
  col: string = c.navyMid,
): string {
  const out: string[] = [];
  out.push(iso.rz(0, x, x + w + 0.3, y, y + d + 0.3, c.navyDark, { opacity: 0.08 }));
  const cols: [number, number][] = [];
  for (let cx = x; cx <= x + w + 0.01; cx += w / Math.max(1, Math.round(w / 4)))
    for (const cy of [y, y + d - 0.2]) cols.push([cx, cy]);
  for (const [cx, cy] of cols)
    out.push(iso.box(Math.min(cx, x + w - 0.2), cy, 0, 0.2, 0.2, h - 0.3, col));
  // main beams and deck
  out.push(iso.box(x, y + d - 0.2, h - 0.45, w, 0.2, 0.3, col));
  out.push(iso.box(x + w - 0.2, y, h - 0.45, 0.2, d, 0.3, col));
  out.push(
    iso.box(x, y, h - 0.15, w, d, 0.15, {
      top: "#c3ccd4",
      left: c.steelDark,
      right: mix(c.steelDark, c.navyDark, 0.3),
    }),
  );
  return out.join("");
}

/** A rack of shelving (light-duty) with small boxes; along x, depth 0.6. */
export function shelving(
  iso: Iso,
  x: number,
  y: number,
  z: number,
  w: number,
  levels = 4,
  col: string = c.navySoft,
): string {
  const out: string[] = [];
  const d = 0.6;
  const lh = 0.5;
  out.push(
    iso.box(x, y, z, 0.06, 0.06, levels * lh + 0.1, col),
    iso.box(x + w - 0.06, y, z, 0.06, 0.06, levels * lh + 0.1, col),
  );
  for (let l = 0; l < levels; l++) {
    const zz = z + l * lh + 0.1;
    out.push(iso.box(x, y, zz - 0.04, w, d, 0.04, c.steelLight));
    for (let bx = x + 0.08; bx + 0.42 < x + w; bx += 0.5) {
      if ((Math.round(bx * 10) + l) % 5 === 0) continue;
      out.push(
        iso.box(
          bx,
          y + 0.08,
          zz,
          0.42,
          0.46,
          0.3,
          (Math.round(bx * 10) + l) % 3 ? c.gold : c.goldLight,
        ),
      );
    }
  }
  out.push(
    iso.box(x, y + d - 0.06, z, 0.06, 0.06, levels * lh + 0.1, col),
    iso.box(x + w - 0.06, y + d - 0.06, z, 0.06, 0.06, levels * lh + 0.1, col),
  );
  return out.join("");
}

/**
 * A portal-frame building in erection: frames along x every `bay`, each two columns (y 0 and d) and
 * a pitched rafter; purlins on the frames already done; bracing in the first bay.
 */
export function steelFrame(
  iso: Iso,
  x: number,
  y: number,
  bays: number,
  bay: number,
  d: number,
  h: number,
  done: number,
  col: string = c.navyMid,
): string {
  const out: string[] = [];
  const rise = d * 0.12;
  const w = Math.max(3, iso.u * 0.12);
  const dark = mix(col, c.navyDark, 0.35);
  out.push(iso.rz(0.01, x - 0.6, x + bays * bay + 0.6, y - 0.6, y + d + 0.6, "#cfd3d6"));
  for (let i = 0; i <= bays; i++) {
    const fx = x + i * bay;
    const full = i <= done;
    out.push(iso.box(fx, y, 0, 0.3, 0.3, h, col));
    if (full) {
      out.push(
        iso.stroke(
          [
            [fx + 0.15, y, h],
            [fx + 0.15, y + d / 2, h + rise],
            [fx + 0.15, y + d, h],
          ],
          dark,
          w * 2.2,
        ),
      );
      out.push(
        iso.stroke(
          [
            [fx + 0.15, y, h],
            [fx + 0.15, y + d / 2, h + rise],
            [fx + 0.15, y + d, h],
          ],
          col,
          w * 1.5,
        ),
      );
    }
    if (i < bays && i < done) {
      // purlins across the bay
      const segs: [V3, V3][] = [];
      for (let k = 0; k <= 6; k++) {
        const t = k / 6;
        const py = y + t * d;
        const pz = h + rise * (1 - Math.abs(t - 0.5) * 2);
        segs.push([
          [fx, py, pz + 0.05],
          [fx + bay, py, pz + 0.05],
        ]);
      }
      out.push(iso.lines(segs, c.steel, w));
      // eaves beams
      out.push(
        iso.lines(
          [
            [
              [fx, y + d, h],
              [fx + bay, y + d, h],
            ],
          ],
          col,
          w * 1.6,
        ),
      );
    }
    out.push(iso.box(fx, y + d - 0.3, 0, 0.3, 0.3, h, col));
  }
  // cross bracing in the first side bay
  out.push(
    iso.lines(
      [
        [
          [x, y + d, 0.2],
          [x + bay, y + d, h - 0.2],
        ],
        [
          [x + bay, y + d, 0.2],
          [x, y + d, h - 0.2],
        ],
      ],
      c.steelDark,
      w * 0.8,
    ),
  );
  return out.join("");
}

/** A steel beam (I-section look) lying along x. */
export function beam(
  iso: Iso,
  x: number,
  y: number,
  z: number,
  len: number,
  col: string = c.navyMid,
): string {
  return (
    iso.box(x, y, z, len, 0.3, 0.08, col) +
    iso.box(x, y + 0.12, z + 0.08, len, 0.06, 0.3, mix(col, c.navyDark, 0.2)) +
    iso.box(x, y, z + 0.38, len, 0.3, 0.08, col)
  );
}

/** A mobile crane with its boom over toward +x, hook at local (hx, hy, hz). */
export function crane(iso: Iso, x: number, y: number, hook: V3, col: string = c.gold): string {
  const out: string[] = [];
  const u = iso.u;
  out.push(iso.rz(0, x - 0.3, x + 7.5, y - 0.3, y + 3, c.navyDark, { opacity: 0.12 }));
  out.push(iso.box(x, y, 0.5, 7, 2.6, 0.9, col));
  out.push(
    iso.box(x + 5.2, y + 0.1, 1.4, 1.7, 1.1, 1.6, c.navy),
    iso.rx(x + 6.9, y + 0.2, y + 1.1, 2.2, 2.9, c.glass),
  );
  for (const wx of [1.0, 2.4, 5.0, 6.2])
    out.push(
      iso.discs([x + wx, y + 2.62, 0.55], "y", [
        [0.55, c.ink],
        [0.25, c.steelLight],
      ]),
    );
  out.push(iso.box(x + 1.5, y + 0.6, 1.4, 2.2, 1.4, 0.9, mix(col, c.goldDark, 0.3)));
  const base = iso.p(x + 2.2, y + 1.3, 2.2);
  const tip = iso.p(hook[0], hook[1], hook[2] + 4.5);
  const hk = iso.p(hook[0], hook[1], hook[2]);
  out.push(
    `<line x1="${Math.round(base[0])}" y1="${Math.round(base[1])}" x2="${Math.round(tip[0])}" y2="${Math.round(tip[1])}" stroke="${mix(col, c.goldDark, 0.4)}" stroke-width="${Math.round(u * 0.55)}" stroke-linecap="round"/>`,
    `<line x1="${Math.round(base[0])}" y1="${Math.round(base[1])}" x2="${Math.round(tip[0])}" y2="${Math.round(tip[1])}" stroke="${col}" stroke-width="${Math.round(u * 0.35)}" stroke-linecap="round"/>`,
    `<line x1="${Math.round(tip[0])}" y1="${Math.round(tip[1])}" x2="${Math.round(hk[0])}" y2="${Math.round(hk[1])}" stroke="${c.ink}" stroke-width="3"/>`,
  );
  out.push(iso.box(hook[0] - 0.15, hook[1] - 0.15, hook[2], 0.3, 0.3, 0.35, c.orange));
  return out.join("");
}
