/**
 * The mobile yard ramp: a level platform at the trailer end, a long slope down to the yard,
 * grating deck, side curbs and railings, wheels and landing legs. It runs along local +x from the
 * trailer (x = 0, deck at height h) down to the yard.
 */
import type { Iso, V3 } from "../iso.ts";
import { c } from "../palette.ts";
import { railing } from "./structure.ts";

export interface RampGeometry {
  w: number;
  h: number;
  level: number;
  slope: number;
}

/** Height of the deck at local x. */
export function rampHeight(g: RampGeometry, x: number): number {
  if (x <= g.level) return g.h;
  return Math.max(0, g.h * (1 - (x - g.level) / g.slope));
}

/** The ramp; `rider` is drawn on the deck before the near railing. */
export function yardRamp(iso: Iso, g: RampGeometry, rider = ""): string {
  const { w, h, level, slope } = g;
  const end = level + slope;
  const col = c.navyMid;
  const out: string[] = [];
  out.push(iso.rz(0, 0, end + 0.3, -0.2, w + 0.4, c.navyDark, { opacity: 0.12 }));
  // legs under the level section and the wheels under the bend
  out.push(
    iso.box(0.2, 0.2, 0, 0.2, 0.2, h - 0.3, c.steelDark),
    iso.box(0.2, w - 0.4, 0, 0.2, 0.2, h - 0.3, c.steelDark),
  );
  out.push(
    railing(
      iso,
      [
        [0, 0, h],
        [level, 0, h],
        [end - 0.8, 0, h * (0.8 / slope)],
      ],
      1.0,
    ),
  );
  // deck: level and slope, with the grating bars across
  out.push(
    iso.poly(
      [
        [0, 0, h],
        [level, 0, h],
        [end, 0, 0],
        [end, w, 0],
        [level, w, h],
        [0, w, h],
      ],
      "#c3ccd4",
    ),
  );
  const bars: [V3, V3][] = [];
  for (let x = 0.3; x < end - 0.2; x += 0.35) {
    const z = rampHeight(g, x) + 0.01;
    bars.push([
      [x, 0.15, z],
      [x, w - 0.15, z],
    ]);
  }
  out.push(iso.lines(bars, c.steel, Math.max(2.5, iso.u * 0.05)));
  // toe plate with hazard stripes
  out.push(iso.rz(0.02, end - 0.6, end, 0.1, w - 0.1, c.yellow));
  const toe: [V3, V3][] = [];
  for (let y = 0.3; y < w - 0.2; y += 0.45)
    toe.push([
      [end - 0.55, y, 0.03],
      [end - 0.1, y + 0.25, 0.03],
    ]);
  out.push(iso.lines(toe, c.ink, Math.max(3, iso.u * 0.08)));
  out.push(rider);
  // near side skirt and curb
  out.push(
    iso.poly(
      [
        [0, w, h - 0.45],
        [level + 0.3, w, h - 0.45],
        [end, w, 0],
        [level, w, h],
        [0, w, h],
      ],
      iso.tone(col, "y"),
    ),
  );
  out.push(
    iso.poly(
      [
        [0, w, h],
        [level, w, h],
        [end, w, 0],
        [end, w, 0.12],
        [level, w, h + 0.12],
        [0, w, h + 0.12],
      ],
      c.yellow,
    ),
  );
  out.push(iso.box(level - 0.6, w - 0.2, 0, 0.3, 0.3, h - 0.3, c.steelDark));
  out.push(
    iso.discs([level + 0.4, w + 0.05, 0.45], "y", [
      [0.45, c.ink],
      [0.2, c.steelLight],
    ]),
  );
  out.push(iso.box(0.2, w - 0.4, 0, 0.2, 0.2, h - 0.3, c.steelDark));
  out.push(
    railing(
      iso,
      [
        [0, w, h + 0.1],
        [level, w, h + 0.1],
        [end - 0.8, w, h * (0.8 / slope) + 0.1],
      ],
      1.0,
    ),
  );
  return out.join("");
}
