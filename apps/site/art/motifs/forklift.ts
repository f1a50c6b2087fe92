/** A counterbalance forklift and a hand pallet truck, both driving along their local +x. */
import type { Iso, Tones } from "../iso.ts";
import { c, mix } from "../palette.ts";
import { place } from "../svg.ts";
import { type Load, loadedPallet } from "./pallet.ts";
import { figure } from "./people.ts";

export interface ForkliftOptions {
  /** Height of the forks above the floor, metres. */
  lift?: number;
  load?: Load | undefined;
  body?: string;
  driver?: boolean;
  /** Forks toward local -x (the forklift seen from behind, driving away). */
  away?: boolean;
}

const LEN = 3.9;

/**
 * Forklift with its rear at local x = 0 and the forks pointing to +x (or, `away`, its rear at
 * x = 3.9 and the forks toward 0), 1.2 m wide (y 0 … 1.2), 2.3 m tall.
 */
export function forklift(iso: Iso, o: ForkliftOptions = {}): string {
  const lift = o.lift ?? 0.15;
  const body = o.body ?? c.gold;
  const dark = c.navyDark;
  const guard = c.navy;
  const tyre = c.ink;
  const away = o.away ?? false;
  // x of a part that spans [x, x + w] in the forward-facing layout
  const X = (x: number, w = 0) => (away ? LEN - x - w : x);
  const B = (x: number, y: number, z: number, w: number, d: number, h: number, f: string | Tones) =>
    iso.box(X(x, w), y, z, w, d, h, f);
  const D = (x: number, y: number, z: number, r: number, f: string) =>
    iso.disc([X(x), y, z], "y", r, f);
  const parts = {
    shadow: iso.rz(0, -0.1, LEN, -0.1, 1.3, c.navyDark, { opacity: 0.12 }),
    farWheels: D(0.55, 0.02, 0.32, 0.3, tyre) + D(2.0, 0.02, 0.36, 0.35, tyre),
    backPosts:
      B(0.55, 0.08, 1.0, 0.09, 0.09, 1.25, guard) + B(1.85, 0.08, 1.0, 0.09, 0.09, 1.25, guard),
    chassis: B(0.05, 0.05, 0.25, 2.4, 1.1, 0.55, body),
    weight: B(0, 0.02, 0.3, 0.55, 1.16, 0.95, mix(body, c.goldDark, 0.25)),
    cowl: B(1.55, 0.1, 0.8, 0.75, 1.0, 0.35, body),
    seat: B(0.7, 0.3, 0.8, 0.5, 0.6, 0.18, dark) + B(0.6, 0.3, 0.95, 0.14, 0.6, 0.5, dark),
    driver: "",
    wheel: B(1.55, 0.55, 1.15, 0.07, 0.07, 0.25, dark),
    nearWheels:
      D(0.55, 1.16, 0.32, 0.32, tyre) +
      D(0.55, 1.18, 0.32, 0.14, c.steelLight) +
      D(2.0, 1.16, 0.36, 0.37, tyre) +
      D(2.0, 1.18, 0.36, 0.16, c.steelLight),
    nearPosts:
      B(0.55, 1.03, 1.0, 0.09, 0.09, 1.25, guard) + B(1.85, 1.03, 1.0, 0.09, 0.09, 1.25, guard),
    roof:
      B(0.5, 0.05, 2.22, 1.48, 1.1, 0.07, guard) +
      iso.rz(2.3, X(0.7, 1.1), X(0.7, 1.1) + 1.1, 0.3, 0.85, mix(guard, c.white, 0.2)),
    mast:
      B(2.48, 0.12, 0.1, 0.12, 0.12, 2.4, c.steelDark) +
      B(2.48, 0.96, 0.1, 0.12, 0.12, 2.4, c.steelDark) +
      B(2.48, 0.12, 2.35, 0.12, 0.96, 0.12, c.steelDark),
    carriage: B(2.62, 0.1, lift, 0.08, 1.0, 0.55, dark),
    forks:
      B(2.7, 0.22, lift, 1.15, 0.12, 0.06, c.steel) + B(2.7, 0.86, lift, 1.15, 0.12, 0.06, c.steel),
    load: o.load ? loadedPallet(iso, X(2.72, 1.2), 0.1, lift + 0.01, o.load, 0.95) : "",
  };
  if (o.driver !== false) {
    const [sx, sy] = iso.p(X(0.95), 0.6, 0.62);
    parts.driver = place(
      sx,
      sy,
      (iso.u * 1.62) / 100,
      figure({ attire: "hivis", hat: "white", back: away }),
    );
  }
  if (iso.u < 14) {
    // seen from afar: body, guard, mast, forks and load
    return [
      parts.shadow,
      away && o.load ? B(2.72, 0.1, lift, 1.2, 1.0, 1.05, c.gold) : "",
      away ? B(2.45, 0.12, 0.1, 0.16, 0.96, 2.4, c.steelDark) : "",
      B(0, 0.05, 0.2, 2.4, 1.1, 0.9, body),
      iso.rz(2.25, X(0.55, 1.4), X(0.55, 1.4) + 1.4, 0.05, 1.15, guard),
      B(0.55, 1.05, 1.0, 0.12, 0.1, 1.3, guard) + B(1.85, 1.05, 1.0, 0.12, 0.1, 1.3, guard),
      D(0.6, 1.16, 0.3, 0.32, tyre) + D(2.0, 1.16, 0.35, 0.37, tyre),
      away ? "" : B(2.45, 0.12, 0.1, 0.16, 0.96, 2.4, c.steelDark),
      !away && o.load ? B(2.72, 0.1, lift, 1.2, 1.0, 1.05, c.gold) : "",
    ].join("");
  }
  const order: (keyof typeof parts)[] = away
    ? [
        "shadow",
        "load",
        "forks",
        "carriage",
        "mast",
        "farWheels",
        "backPosts",
        "chassis",
        "cowl",
        "wheel",
        "weight",
        "seat",
        "driver",
        "nearWheels",
        "nearPosts",
        "roof",
      ]
    : [
        "shadow",
        "farWheels",
        "backPosts",
        "chassis",
        "weight",
        "cowl",
        "seat",
        "driver",
        "wheel",
        "nearWheels",
        "nearPosts",
        "roof",
        "mast",
        "carriage",
        "forks",
        "load",
      ];
  return order.map((k) => parts[k]).join("");
}

/** A hand pallet truck, 0.55 m wide, handle at local x = 0, forks to +x. */
export function palletJack(
  iso: Iso,
  load: Load | undefined = undefined,
  col: string = c.orange,
): string {
  const out: string[] = [];
  out.push(iso.rz(0, 0, 1.85, -0.1, 0.8, c.navyDark, { opacity: 0.12 }));
  out.push(iso.box(0.1, 0.12, 0, 0.12, 0.45, 0.18, c.ink));
  out.push(iso.box(0.05, 0.1, 0.12, 0.35, 0.5, 0.28, col));
  out.push(
    iso.stroke(
      [
        [0.2, 0.35, 0.4],
        [-0.15, 0.35, 1.15],
      ],
      c.navyDark,
      Math.max(3, iso.u * 0.07),
    ),
  );
  out.push(iso.box(-0.25, 0.2, 1.12, 0.12, 0.3, 0.08, c.navyDark));
  out.push(
    iso.box(0.4, 0.1, 0.05, 1.4, 0.16, 0.07, col),
    iso.box(0.4, 0.44, 0.05, 1.4, 0.16, 0.07, col),
  );
  if (load) out.push(loadedPallet(iso, 0.45, -0.15, 0.12, load, 0.9));
  return out.join("");
}
