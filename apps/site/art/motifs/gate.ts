/** The park's entrance: gate pillars and header, flags on poles, the opening ribbon and its bow. */
import type { Iso, V3 } from "../iso.ts";
import { c, mix } from "../palette.ts";
import { circle, g, n, path } from "../svg.ts";

/** Two pillars and a header beam spanning x0 … x1 at y (local), h high. */
export function gateFrame(iso: Iso, x0: number, x1: number, y: number, h = 6.5): string {
  const out: string[] = [];
  const w = 1.6;
  const col = c.navy;
  out.push(iso.rz(0, x0 - 0.3, x0 + w + 0.3, y - 0.3, y + w + 0.3, c.navyDark, { opacity: 0.12 }));
  out.push(iso.box(x0, y, 0, w, w, h, col));
  out.push(iso.box(x0 - 0.2, y - 0.2, h, x1 - x0 + 0.4, w + 0.4, 1.3, col));
  out.push(iso.ry(y + w + 0.21, x0 - 0.2, x1 + 0.2, h + 0.35, h + 0.6, c.gold));
  out.push(iso.rx(x1 + 0.21, y - 0.2, y + w + 0.2, h + 0.35, h + 0.6, iso.tone(c.gold, "x")));
  out.push(
    iso.rz(0.01, x1 - w - 0.3, x1 + 0.3, y - 0.3, y + w + 0.3, c.navyDark, { opacity: 0.12 }),
  );
  out.push(iso.box(x1 - w, y, 0, w, w, h, col));
  out.push(
    iso.ry(y + w + 0.01, x0 + 0.3, x0 + w - 0.3, 1.0, h - 1.0, c.gold),
    iso.ry(y + w + 0.01, x1 - w + 0.3, x1 - 0.3, 1.0, h - 1.0, c.gold),
  );
  return out.join("");
}

/** A flag on a pole standing at local (x, y), pole height h metres, flag waving to the right. */
export function flag(iso: Iso, x: number, y: number, h: number, col: string): string {
  const [bx, by] = iso.p(x, y, 0);
  const [tx, ty] = iso.p(x, y, h);
  const u = iso.u;
  const fw = u * 2.2;
  const fh = u * 1.4;
  const fy = ty + u * 0.15;
  const d = `M${n(tx)} ${n(fy)}C${n(tx + fw * 0.35)} ${n(fy - fh * 0.18)} ${n(tx + fw * 0.65)} ${n(fy + fh * 0.18)} ${n(tx + fw)} ${n(fy)}L${n(tx + fw)} ${n(fy + fh)}C${n(tx + fw * 0.65)} ${n(fy + fh * 1.18)} ${n(tx + fw * 0.35)} ${n(fy + fh * 0.82)} ${n(tx)} ${n(fy + fh)}Z`;
  const shadowD = `M${n(tx + fw * 0.5)} ${n(fy + fh * 0.02)}C${n(tx + fw * 0.65)} ${n(fy + fh * 0.15)} ${n(tx + fw * 0.8)} ${n(fy + fh * 0.05)} ${n(tx + fw)} ${n(fy)}L${n(tx + fw)} ${n(fy + fh)}C${n(tx + fw * 0.8)} ${n(fy + fh * 1.05)} ${n(tx + fw * 0.65)} ${n(fy + fh * 1.15)} ${n(tx + fw * 0.5)} ${n(fy + fh * 1.02)}Z`;
  return g([
    `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(u * 0.5)}" ry="${n(u * 0.25)}" fill="${c.navyDark}" opacity="0.15"/>`,
    `<line x1="${n(bx)}" y1="${n(by)}" x2="${n(tx)}" y2="${n(ty)}" stroke="${c.steelLight}" stroke-width="${n(Math.max(3, u * 0.14))}"/>`,
    path(d, col),
    path(shadowD, mix(col, c.navyDark, 0.18), { opacity: 0.6 }),
    circle(tx, ty, Math.max(3, u * 0.14), c.gold),
  ]);
}

/** The opening ribbon between two stanchions at local a and b (same y), with a bow in the middle. */
export function ribbon(iso: Iso, a: V3, b: V3, col: string = c.red): string {
  const out: string[] = [];
  const u = iso.u;
  for (const p of [a, b]) {
    out.push(iso.cylinder([p[0], p[1], 0], "z", 0.25, 0.06, c.steelDark, c.steel));
    out.push(
      iso.stroke(
        [
          [p[0], p[1], 0],
          [p[0], p[1], p[2] + 0.1],
        ],
        c.gold,
        Math.max(4, u * 0.12),
      ),
    );
  }
  const m: V3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, a[2] - 0.12];
  out.push(
    iso.stroke(
      [
        a,
        [m[0] - (b[0] - a[0]) * 0.25, m[1], a[2] - 0.1],
        m,
        [m[0] + (b[0] - a[0]) * 0.25, m[1], a[2] - 0.1],
        b,
      ],
      col,
      Math.max(4, u * 0.16),
    ),
  );
  const [mx, my] = iso.p(m[0], m[1], m[2]);
  const s = u * 0.55;
  out.push(
    path(
      `M${n(mx)} ${n(my)}C${n(mx - s * 1.6)} ${n(my - s * 1.3)} ${n(mx - s * 1.9)} ${n(my + s * 0.9)} ${n(mx)} ${n(my)}Z`,
      col,
    ),
    path(
      `M${n(mx)} ${n(my)}C${n(mx + s * 1.6)} ${n(my - s * 1.3)} ${n(mx + s * 1.9)} ${n(my + s * 0.9)} ${n(mx)} ${n(my)}Z`,
      col,
    ),
    path(
      `M${n(mx)} ${n(my)}L${n(mx - s * 0.7)} ${n(my + s * 1.6)}L${n(mx - s * 0.3)} ${n(my + s * 1.5)}Z`,
      mix(col, c.navyDark, 0.25),
    ),
    path(
      `M${n(mx)} ${n(my)}L${n(mx + s * 0.6)} ${n(my + s * 1.7)}L${n(mx + s * 0.95)} ${n(my + s * 1.5)}Z`,
      mix(col, c.navyDark, 0.25),
    ),
    circle(mx, my, s * 0.35, mix(col, c.navyDark, 0.3)),
  );
  return out.join("");
}
