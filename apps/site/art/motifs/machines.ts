/**
 * Factory equipment: belt and roller conveyors, the timber saw, the roll-forming line, an
 * uncoiler, a six-axis robot arm and a few sparks. Lines run along local +x.
 */
import type { Iso, V3 } from "../iso.ts";
import { c, mix } from "../palette.ts";
import { circle, g, line, path } from "../svg.ts";
import { windings } from "./steelCoil.ts";

/** A conveyor along x: legs, a side frame, a dark belt on top at height h. */
export function conveyor(
  iso: Iso,
  x: number,
  y: number,
  len: number,
  w = 1.0,
  h = 0.9,
  frame: string = c.navyMid,
  rollers = false,
): string {
  const out: string[] = [];
  out.push(iso.rz(0, x, x + len + 0.2, y, y + w + 0.3, c.navyDark, { opacity: 0.1 }));
  for (let lx = x + 0.3; lx < x + len - 0.1; lx += 2.2) {
    out.push(
      iso.box(lx, y + 0.05, 0, 0.1, 0.1, h - 0.2, c.steelDark),
      iso.box(lx, y + w - 0.15, 0, 0.1, 0.1, h - 0.2, c.steelDark),
    );
  }
  if (rollers) {
    out.push(iso.box(x, y, h - 0.2, len, w, 0.12, c.steelDark));
    const segs: [V3, V3][] = [];
    for (let rx = x + 0.15; rx < x + len; rx += 0.3)
      segs.push([
        [rx, y + 0.08, h - 0.06],
        [rx, y + w - 0.08, h - 0.06],
      ]);
    out.push(iso.lines(segs, c.steelLight, Math.max(3, iso.u * 0.1)));
    out.push(
      iso.box(x, y, h - 0.25, len, 0.08, 0.3, frame),
      iso.box(x, y + w - 0.08, h - 0.25, len, 0.08, 0.3, frame),
    );
  } else {
    out.push(iso.box(x, y, h - 0.25, len, w, 0.2, frame));
    out.push(iso.rz(h - 0.04, x + 0.05, x + len - 0.05, y + 0.08, y + w - 0.08, c.ink));
  }
  return out.join("");
}

/** Sawn boards lying along x on a surface at z. */
export function boards(
  iso: Iso,
  x: number,
  y: number,
  z: number,
  len: number,
  n: number,
  w = 0.22,
  t = 0.06,
  col: string = c.woodLight,
): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(iso.box(x, y + i * (w + 0.05), z, len, w, t, col));
  return out.join("");
}

/** A lumber pile: layers of boards along x separated by stickers. */
export function lumberPile(
  iso: Iso,
  x: number,
  y: number,
  len = 4,
  w = 1.2,
  layers = 6,
  col: string = c.wood,
): string {
  const out: string[] = [];
  const t = 0.12;
  const sticker = 0.05;
  out.push(iso.rz(0, x - 0.1, x + len + 0.2, y - 0.1, y + w + 0.2, c.navyDark, { opacity: 0.12 }));
  for (let l = 0; l < layers; l++) {
    const z = 0.12 + l * (t + sticker);
    for (const sx of [0.3, len / 2 - 0.05, len - 0.4])
      out.push(iso.box(x + sx, y, z - sticker, 0.1, w, sticker, c.woodDark));
    out.push(iso.box(x, y, z, len, w, t, col));
    // the board ends: joints on the visible end face
    const segs: [V3, V3][] = [];
    for (let k = 1; k < 5; k++)
      segs.push([
        [x + len, y + (w * k) / 5, z],
        [x + len, y + (w * k) / 5, z + t],
      ]);
    out.push(iso.lines(segs, c.woodDark, Math.max(2, iso.u * 0.03)));
  }
  out.push(
    iso.box(x + 0.3, y, 0, 0.15, w, 0.12, c.woodDark),
    iso.box(x + len - 0.45, y, 0, 0.15, w, 0.12, c.woodDark),
  );
  return out.join("");
}

/** A circular saw station on a conveyor: housing and the blade, seen on its near face. */
export function saw(iso: Iso, x: number, y: number, h = 0.9, w = 1.0): string {
  const out: string[] = [];
  // lower housing under the table
  out.push(iso.box(x, y - 0.2, 0, 1.4, w + 0.4, h - 0.05, c.navy));
  // blade in the plane y = centre, rising through the table
  const r = 0.5;
  const k = 24;
  const teeth: [number, number][] = [];
  for (let i = 0; i < k * 2; i++) {
    const a = (i / (k * 2)) * Math.PI * 2;
    const rr = i % 2 ? r : r * 0.88;
    teeth.push([Math.cos(a) * rr, Math.sin(a) * rr]);
  }
  const blade = `M${teeth.map(([a, b]) => `${Math.round(a * 1000) / 1000} ${Math.round(b * 1000) / 1000}`).join("L")}Z`;
  out.push(
    iso.plane(
      [x + 0.7, y + w / 2, h - 0.1],
      [1, 0, 0],
      [0, 0, -1],
      `<path d="${blade}" fill="${c.steelLight}"/><circle r="0.16" fill="${c.steelDark}"/><circle r="0.06" fill="${c.ink}"/>`,
    ),
  );
  // guard hood over the blade
  out.push(iso.box(x + 0.2, y + w / 2 - 0.2, h + 0.35, 1.0, 0.4, 0.28, c.orange));
  out.push(iso.box(x + 0.62, y + w / 2 - 0.06, h + 0.6, 0.12, 0.12, 1.1, c.steelDark));
  out.push(iso.box(x + 0.3, y + w / 2 - 0.3, h + 1.65, 0.8, 0.6, 0.2, c.navy));
  return out.join("");
}

/** An uncoiler: a stand holding a coil on its mandrel, eye along y. */
export function uncoiler(iso: Iso, x: number, y: number, r = 0.85): string {
  const out: string[] = [];
  out.push(iso.box(x - 0.1, y - 0.2, 0, 2.0, 0.5, 0.3, c.navy));
  out.push(iso.box(x + 0.75, y - 0.15, 0.3, 0.3, 0.35, r + 0.2, c.navy));
  out.push(iso.cylinder([x + 0.9, y + 0.2, r + 0.35], "y", r, 1.0, c.steelLight, "#d3dae0"));
  const ring = Math.max(2.5 / iso.u, 0.025);
  out.push(
    iso.plane(
      [x + 0.9, y + 1.2, r + 0.35],
      [1, 0, 0],
      [0, 0, 1],
      `${windings(r, [0.8, 0.62], ring)}<circle r="0.3" fill="${c.navyDark}"/>`,
    ),
  );
  return out.join("");
}

/**
 * A roll-forming line along x: bed, a row of roller stands, a drive cabinet; the strip enters at
 * x and the profile leaves at x + len.
 */
export function rollFormer(iso: Iso, x: number, y: number, len: number, w = 1.1): string {
  const out: string[] = [];
  const h = 0.8;
  out.push(iso.rz(0, x - 0.2, x + len + 0.3, y - 0.2, y + w + 0.3, c.navyDark, { opacity: 0.12 }));
  out.push(iso.box(x, y, 0, len, w, h, c.navy));
  out.push(iso.ry(y + w + 0.005, x + 0.2, x + len - 0.2, 0.15, 0.3, c.gold));
  const stands = Math.floor(len / 0.9);
  for (let i = 0; i < stands; i++) {
    const sx = x + 0.35 + i * 0.9;
    out.push(iso.box(sx, y + 0.05, h, 0.4, 0.16, 0.75, c.navyMid));
    out.push(iso.box(sx, y + w - 0.21, h, 0.4, 0.16, 0.75, c.navyMid));
    out.push(iso.disc([sx + 0.2, y + w - 0.04, h + 0.5], "y", 0.13, c.steelLight));
    out.push(iso.box(sx + 0.05, y + 0.2, h + 0.22, 0.3, w - 0.4, 0.1, c.steel));
  }
  return out.join("");
}

/** A strip of steel along x at height z (between uncoiler and former). */
export function strip(
  iso: Iso,
  x0: number,
  x1: number,
  y: number,
  w: number,
  z0: number,
  z1: number,
): string {
  return iso.poly(
    [
      [x0, y, z0],
      [x1, y, z1],
      [x1, y + w, z1],
      [x0, y + w, z0],
    ],
    "#e3e8ec",
  );
}

/** Racking uprights: perforated profiles lying along x on a surface at z. */
export function uprights(
  iso: Iso,
  x: number,
  y: number,
  z: number,
  len: number,
  n: number,
  col: string = c.navyMid,
): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const yy = y + i * 0.16;
    out.push(iso.box(x, yy, z, len, 0.12, 0.09, col));
  }
  // slot perforations on the top of the nearest profile
  const yy = y + (n - 1) * 0.16 + 0.06;
  const segs: [V3, V3][] = [];
  for (let sx = x + 0.2; sx < x + len - 0.1; sx += 0.25)
    segs.push([
      [sx, yy, z + 0.095],
      [sx + 0.08, yy, z + 0.095],
    ]);
  out.push(iso.lines(segs, c.navyDark, Math.max(2, iso.u * 0.035)));
  return out.join("");
}

/**
 * A six-axis robot arm, base centre at local (x, y): joints in local metres, links drawn as thick
 * rounded strokes between their projections.
 */
export function robotArm(
  iso: Iso,
  x: number,
  y: number,
  reach: V3,
  col: string = c.orange,
): string {
  const out: string[] = [];
  const u = iso.u;
  const dark = mix(col, c.navyDark, 0.35);
  out.push(iso.rz(0, x - 0.8, x + 0.8, y - 0.8, y + 0.8, c.navyDark, { opacity: 0.14 }));
  out.push(iso.box(x - 0.7, y - 0.7, 0, 1.4, 1.4, 0.2, c.navyDark));
  out.push(iso.cylinder([x, y, 0.2], "z", 0.5, 0.3, c.navy, c.navyMid));
  out.push(iso.cylinder([x, y, 0.5], "z", 0.4, 0.45, dark, col));
  const shoulder = iso.p(x, y, 1.0);
  const elbow = iso.p(x + reach[0] * 0.3, y + reach[1] * 0.3, 2.6);
  const wrist = iso.p(x + reach[0], y + reach[1], reach[2] + 0.45);
  const tool = iso.p(x + reach[0], y + reach[1], reach[2]);
  out.push(circle(shoulder[0], shoulder[1], u * 0.42, dark));
  out.push(line(shoulder[0], shoulder[1], elbow[0], elbow[1], dark, u * 0.6));
  out.push(
    line(
      shoulder[0] - u * 0.06,
      shoulder[1] - u * 0.04,
      elbow[0] - u * 0.06,
      elbow[1] - u * 0.04,
      col,
      u * 0.44,
    ),
  );
  out.push(circle(shoulder[0], shoulder[1], u * 0.2, c.steelLight));
  out.push(line(elbow[0], elbow[1], wrist[0], wrist[1], dark, u * 0.42));
  out.push(
    line(
      elbow[0] - u * 0.05,
      elbow[1] - u * 0.03,
      wrist[0] - u * 0.05,
      wrist[1] - u * 0.03,
      col,
      u * 0.3,
    ),
  );
  out.push(
    circle(elbow[0], elbow[1], u * 0.3, dark),
    circle(elbow[0], elbow[1], u * 0.14, c.steelLight),
  );
  out.push(line(wrist[0], wrist[1], tool[0], tool[1], c.steelDark, u * 0.18));
  out.push(circle(wrist[0], wrist[1], u * 0.2, dark));
  out.push(line(tool[0] - u * 0.18, tool[1], tool[0] + u * 0.18, tool[1], c.ink, u * 0.1));
  return out.join("");
}

/** A burst of welding sparks at screen (x, y), radius r. */
export function sparks(x: number, y: number, r: number): string {
  const out: string[] = [
    circle(x, y, r * 0.55, "#fff3d6", { opacity: 0.55 }),
    circle(x, y, r * 0.18, "#ffffff"),
  ];
  const rays = [
    [-150, 1],
    [-120, 0.7],
    [-95, 0.9],
    [-60, 0.75],
    [-30, 1],
    [10, 0.6],
    [160, 0.65],
    [200, 0.5],
  ] as const;
  const d = rays
    .map(([a, k]) => {
      const t = (a * Math.PI) / 180;
      const x1 = x + Math.cos(t) * r * 0.3;
      const y1 = y + Math.sin(t) * r * 0.3;
      const x2 = x + Math.cos(t) * r * k;
      const y2 = y + Math.sin(t) * r * k;
      return `M${Math.round(x1)} ${Math.round(y1)}L${Math.round(x2)} ${Math.round(y2)}`;
    })
    .join("");
  out.push(
    path(d, "none", {
      stroke: c.yellow,
      "stroke-width": Math.max(3, r * 0.07),
      "stroke-linecap": "round",
    }),
  );
  return g(out);
}
