/** Office furniture in the isometric frame: tables, desks, chairs, monitors, plants, windows. */
import type { Iso } from "../iso.ts";
import { c, mix } from "../palette.ts";
import { symbol, use } from "../svg.ts";
import { bezel, dashboard } from "./screen.ts";

/** A dashboard of w × h content units, defined once per document. */
function dash(w: number, h: number, variant: number): string {
  const hh = Math.round(h);
  return use(
    symbol(`dash-${w}-${hh}-${variant}`, () => dashboard(w, hh, variant)),
    0,
    0,
  );
}

/** A table with a slab top and four legs; top at height h. */
export function table(
  iso: Iso,
  x: number,
  y: number,
  w: number,
  d: number,
  h = 0.75,
  top: string = c.white,
  leg: string = c.navyDark,
): string {
  const t = 0.06;
  const l = 0.07;
  return (
    iso.rz(0, x - 0.1, x + w + 0.2, y - 0.1, y + d + 0.2, c.navyDark, { opacity: 0.1 }) +
    iso.box(x + 0.1, y + 0.1, 0, l, l, h - t, leg) +
    iso.box(x + w - 0.1 - l, y + 0.1, 0, l, l, h - t, leg) +
    iso.box(x + 0.1, y + d - 0.1 - l, 0, l, l, h - t, leg) +
    iso.box(x + w - 0.1 - l, y + d - 0.1 - l, 0, l, l, h - t, leg) +
    iso.box(x, y, h - t, w, d, t, top)
  );
}

/** A meeting table on two panel legs. */
export function boardTable(
  iso: Iso,
  x: number,
  y: number,
  w: number,
  d: number,
  h = 0.75,
  top: string = c.goldLight,
): string {
  const t = 0.08;
  return (
    iso.rz(0, x - 0.2, x + w + 0.3, y - 0.2, y + d + 0.3, c.navyDark, { opacity: 0.12 }) +
    iso.box(x + 0.6, y + d * 0.3, 0, 0.12, d * 0.4, h - t, c.navy) +
    iso.box(x + w - 0.72, y + d * 0.3, 0, 0.12, d * 0.4, h - t, c.navy) +
    iso.box(x, y, h - t, w, d, t, {
      top,
      left: mix(top, c.goldDark, 0.5),
      right: mix(top, c.goldDark, 0.65),
    })
  );
}

/** An office chair facing +y (`facing` "x" turns it to face +x), seat at 0.48. */
export function chair(
  iso: Iso,
  x: number,
  y: number,
  col: string = c.navy,
  facing: "x" | "y" | "-x" | "-y" = "y",
  occupant = "",
): string {
  const out: string[] = [];
  out.push(iso.rz(0, x - 0.3, x + 0.3, y - 0.3, y + 0.3, c.navyDark, { opacity: 0.12 }));
  out.push(iso.box(x - 0.03, y - 0.03, 0.05, 0.06, 0.06, 0.4, c.ink));
  out.push(
    iso.box(x - 0.28, y - 0.05, 0, 0.56, 0.1, 0.05, c.ink),
    iso.box(x - 0.05, y - 0.28, 0, 0.1, 0.56, 0.05, c.ink),
  );
  const back = () => {
    if (facing === "y") return iso.box(x - 0.25, y - 0.3, 0.5, 0.5, 0.08, 0.6, col);
    if (facing === "x") return iso.box(x - 0.3, y - 0.25, 0.5, 0.08, 0.5, 0.6, col);
    if (facing === "-y") return iso.box(x - 0.25, y + 0.22, 0.5, 0.5, 0.08, 0.6, col);
    return iso.box(x + 0.22, y - 0.25, 0.5, 0.08, 0.5, 0.6, col);
  };
  const backFirst = facing === "y" || facing === "x";
  if (backFirst) out.push(back());
  out.push(iso.box(x - 0.27, y - 0.27, 0.42, 0.54, 0.54, 0.1, col));
  out.push(occupant);
  if (!backFirst) out.push(back());
  return out.join("");
}

/** A monitor standing on a surface at height z, screen facing +y (or +x when `onX`). */
export function monitor(
  iso: Iso,
  x: number,
  y: number,
  z: number,
  w = 0.6,
  onX = false,
  variant = 0,
): string {
  const h = w * 0.6;
  const out: string[] = [];
  if (!onX) {
    out.push(
      iso.box(x + w / 2 - 0.08, y - 0.1, z, 0.16, 0.12, 0.03, c.ink),
      iso.box(x + w / 2 - 0.025, y - 0.06, z, 0.05, 0.04, 0.2, c.ink),
    );
    out.push(iso.box(x, y, z + 0.15, w, 0.04, h, c.ink));
    out.push(
      iso.onY(y + 0.045, x + 0.03, z + 0.15 + h - 0.03, dash(200, 120, variant), (w - 0.06) / 200),
    );
  } else {
    out.push(
      iso.box(x - 0.1, y + w / 2 - 0.08, z, 0.12, 0.16, 0.03, c.ink),
      iso.box(x - 0.06, y + w / 2 - 0.025, z, 0.04, 0.05, 0.2, c.ink),
    );
    out.push(iso.box(x, y, z + 0.15, 0.04, w, h, c.ink));
    out.push(
      iso.onX(
        x + 0.045,
        y + w - 0.03,
        z + 0.15 + h - 0.03,
        dash(200, 120, variant),
        (w - 0.06) / 200,
      ),
    );
  }
  return out.join("");
}

/** A laptop on a surface at z, screen toward +y (the user sits at y smaller… facing the viewer). */
export function laptop(
  iso: Iso,
  x: number,
  y: number,
  z: number,
  toward: "y" | "-y" = "-y",
): string {
  const w = 0.36;
  const d = 0.25;
  const base = iso.box(x, y, z, w, d, 0.02, c.steelLight);
  if (toward === "-y") {
    // screen at the far edge, seen from behind: lid only
    return base + iso.box(x, y - 0.02, z + 0.02, w, 0.02, 0.24, c.steel);
  }
  return (
    base +
    iso.box(x, y + d, z + 0.02, w, 0.02, 0.24, c.ink) +
    iso.ry(y + d + 0.021, x + 0.02, x + w - 0.02, z + 0.04, z + 0.24, c.navySoft)
  );
}

/** Papers with chart shapes lying on a surface. */
export function papers(iso: Iso, x: number, y: number, z: number): string {
  return (
    iso.rz(z + 0.005, x, x + 0.3, y, y + 0.4, c.white) +
    iso.rz(z + 0.006, x + 0.05, x + 0.12, y + 0.2, y + 0.35, c.gold) +
    iso.rz(z + 0.006, x + 0.15, x + 0.22, y + 0.12, y + 0.35, c.navySoft)
  );
}

/** A potted plant, foot at (x, y). */
export function plant(iso: Iso, x: number, y: number, s = 1): string {
  const [px, py] = iso.p(x, y, 0.5 * s);
  const r = iso.u * 0.32 * s;
  return (
    iso.box(x - 0.2 * s, y - 0.2 * s, 0, 0.4 * s, 0.4 * s, 0.5 * s, c.white) +
    `<circle cx="${Math.round(px - r * 0.4)}" cy="${Math.round(py - r * 0.7)}" r="${Math.round(r * 0.8)}" fill="${c.leaf}"/>` +
    `<circle cx="${Math.round(px + r * 0.45)}" cy="${Math.round(py - r * 0.9)}" r="${Math.round(r * 0.75)}" fill="${c.leaf}"/>` +
    `<circle cx="${Math.round(px)}" cy="${Math.round(py - r * 1.5)}" r="${Math.round(r * 0.8)}" fill="${c.leafLight}"/>`
  );
}

/** A wall screen on the plane y = yw (content w × h metres, top-left at x, z). */
export function wallScreenY(
  iso: Iso,
  yw: number,
  x: number,
  z: number,
  w: number,
  h: number,
  variant = 0,
): string {
  const k = 400 / w;
  return iso.onY(yw, x, z, bezel(400, h * k, dash(400, h * k, variant)), 1 / k);
}

/** A wall screen on the plane x = xw: reads from y + w down to y. */
export function wallScreenX(
  iso: Iso,
  xw: number,
  y: number,
  z: number,
  w: number,
  h: number,
  variant = 0,
): string {
  const k = 400 / w;
  return iso.onX(xw, y + w, z, bezel(400, h * k, dash(400, h * k, variant)), 1 / k);
}
