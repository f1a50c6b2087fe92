/**
 * Lifting platforms: a scissor lift (table or self-propelled), and a fixed goods lift with its
 * guide masts, cage and platform. Local frame: platform along x (w) and y (d).
 */
import type { Iso, V3 } from "../iso.ts";
import { c, mix } from "../palette.ts";
import { railing } from "./structure.ts";

/** A scissor lift: base at z0, platform top at z; `pairs` of crossed arms. */
export function scissorLift(
  iso: Iso,
  x: number,
  y: number,
  w: number,
  d: number,
  z: number,
  o: { z0?: number; col?: string; wheels?: boolean; rails?: boolean; pairs?: number } = {},
): string {
  const z0 = o.z0 ?? 0;
  const col = o.col ?? c.gold;
  const out: string[] = [];
  const baseH = 0.3;
  out.push(iso.rz(z0, x - 0.1, x + w + 0.2, y - 0.1, y + d + 0.2, c.navyDark, { opacity: 0.12 }));
  out.push(iso.box(x, y, z0, w, d, baseH, c.navy));
  if (o.wheels) {
    out.push(
      iso.disc([x + 0.4, y + d + 0.01, z0 + 0.2], "y", 0.22, c.ink),
      iso.disc([x + w - 0.4, y + d + 0.01, z0 + 0.2], "y", 0.22, c.ink),
    );
  }
  const top = z - 0.15;
  const bottom = z0 + baseH;
  const pairs = o.pairs ?? Math.max(1, Math.round((top - bottom) / 1.1));
  const seg = (top - bottom) / pairs;
  const sw = Math.max(4, iso.u * 0.12);
  const arms = (yy: number, tone: string) => {
    const segs: [V3, V3][] = [];
    for (let i = 0; i < pairs; i++) {
      const za = bottom + i * seg;
      segs.push(
        [
          [x + 0.25, yy, za],
          [x + w - 0.25, yy, za + seg],
        ],
        [
          [x + w - 0.25, yy, za],
          [x + 0.25, yy, za + seg],
        ],
      );
    }
    return iso.lines(segs, tone, sw);
  };
  out.push(arms(y + 0.15, mix(col, c.goldDark, 0.5)));
  out.push(arms(y + d - 0.15, col));
  // pivot pins
  for (let i = 0; i < pairs; i++) {
    const [px, py] = iso.p(x + w / 2, y + d - 0.15, bottom + (i + 0.5) * seg);
    out.push(
      `<circle cx="${Math.round(px)}" cy="${Math.round(py)}" r="${Math.round(sw * 0.8)}" fill="${c.navyDark}"/>`,
    );
  }
  out.push(
    iso.box(x - 0.05, y - 0.05, top, w + 0.1, d + 0.1, 0.15, {
      top: "#c3ccd4",
      left: c.steelDark,
      right: mix(c.steelDark, c.navyDark, 0.3),
    }),
  );
  if (o.rails)
    out.push(
      railing(
        iso,
        [
          [x, y + d, z],
          [x + w, y + d, z],
          [x + w, y, z],
        ],
        1.0,
      ),
    );
  return out.join("");
}

/**
 * A fixed goods lift between floors: two guide masts at the back (y = 0), cage mesh on the
 * sides, platform at height z (with whatever `cargo` draws on it, given its frame at the deck).
 */
export function goodsLift(
  iso: Iso,
  x: number,
  y: number,
  w: number,
  d: number,
  h: number,
  z: number,
  cargo: (q: Iso) => string = () => "",
): string {
  const out: string[] = [];
  const mast = c.navyMid;
  out.push(iso.rz(0, x, x + w, y, y + d, c.navyDark, { opacity: 0.12 }));
  // back wall mesh and masts
  out.push(iso.ry(y + 0.02, x, x + w, 0, h, c.navyPale, { opacity: 0.5 }));
  out.push(iso.box(x, y, 0, 0.2, 0.2, h, mast), iso.box(x + w - 0.2, y, 0, 0.2, 0.2, h, mast));
  // platform and its load
  out.push(
    iso.box(x + 0.1, y + 0.2, z - 0.2, w - 0.2, d - 0.2, 0.2, {
      top: "#c3ccd4",
      left: c.yellow,
      right: mix(c.yellow, c.goldDark, 0.4),
    }),
  );
  out.push(cargo(iso.at(x + 0.1, y + 0.2, z)));
  // side mesh (far side), front posts, top frame
  const mesh: [V3, V3][] = [];
  for (let zz = 0.5; zz < h; zz += 0.5)
    mesh.push([
      [x + w, y, zz],
      [x + w, y + d, zz],
    ]);
  for (let yy = y + 0.5; yy < y + d; yy += 0.5)
    mesh.push([
      [x + w, yy, 0],
      [x + w, yy, h],
    ]);
  out.push(iso.rx(x + w, y, y + d, 0, h, c.navyPale, { opacity: 0.28 }));
  out.push(iso.lines(mesh, c.navySoft, Math.max(2, iso.u * 0.03), { opacity: 0.6 }));
  out.push(
    iso.box(x + w - 0.1, y + d - 0.1, 0, 0.1, 0.1, h, mast),
    iso.box(x, y + d - 0.1, 0, 0.1, 0.1, h, mast),
  );
  out.push(
    iso.box(x, y + d - 0.15, h, w, 0.15, 0.2, mast),
    iso.box(x + w - 0.15, y, h, 0.15, d, 0.2, mast),
  );
  return out.join("");
}
