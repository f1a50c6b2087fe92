/** Skies, horizons, grounds and soft shadows: what every scene stands in front of. */
import { convexHull, type Iso } from "../iso.ts";
import { c } from "../palette.ts";
import { circle, ellipse, linear, path, polygon, radial, rect } from "../svg.ts";

/** A full-frame sky. `evening`: the golden light of the home page; `day`: pale blue-white. */
export function sky(kind: "evening" | "day" | "muted" | "cool" = "day", horizon = 900): string {
  const k = Math.min(1, horizon / 900);
  const s =
    kind === "evening"
      ? linear("skyEvening", [
          [0, "#b9cddc"],
          [0.35 * k, "#e6dfd6"],
          [0.65 * k, "#f1d6a8"],
          [0.88 * k, "#eab874"],
          [k, "#e3a866"],
        ])
      : kind === "muted"
        ? linear("skyMuted", [
            [0, "#ffffff"],
            [1, c.sand],
          ])
        : kind === "cool"
          ? linear("skyCool", [
              [0, "#f3f7fa"],
              [1, c.cold],
            ])
          : linear("skyDay", [
              [0, "#d7e4ee"],
              [0.7, "#eef2f4"],
              [1, c.sand],
            ]);
  return rect(0, 0, 1600, 900, s);
}

/** A low sun with a glow, for the evening light. */
export function sun(x: number, y: number, r = 60): string {
  return (
    circle(
      x,
      y,
      r * 4,
      radial("sunGlow", [
        [0, "#fff3d6", 0.9],
        [0.35, "#f6dca8", 0.45],
        [1, "#f6dca8", 0],
      ]),
    ) + circle(x, y, r, "#fff6e2")
  );
}

/** Soft, long evening cloud streaks: [x, y, width]. */
export function clouds(
  list: readonly (readonly [number, number, number])[],
  col = "#ffffff",
  op = 0.55,
): string {
  return list
    .map(
      ([x, y, w]) =>
        rect(x, y, w, 14, col, { rx: 7, opacity: op }) +
        rect(x + w * 0.25, y - 12, w * 0.45, 12, col, { rx: 6, opacity: op * 0.8 }),
    )
    .join("");
}

/** Desert dunes on the horizon: three soft layers. */
export function dunes(y: number): string {
  return (
    path(
      `M0 ${y} C200 ${y - 50} 380 ${y - 60} 560 ${y - 25} S900 ${y - 70} 1120 ${y - 35} S1450 ${y - 60} 1600 ${y - 30} L1600 ${y + 40} L0 ${y + 40} Z`,
      "#e5cfa9",
    ) +
    path(
      `M0 ${y + 10} C260 ${y - 20} 420 ${y - 8} 700 ${y + 6} S1150 ${y - 28} 1600 ${y + 4} L1600 ${y + 60} L0 ${y + 60} Z`,
      "#dcc196",
    )
  );
}

/** A flat ground from y down. */
export function groundFill(y: number, top: string, bottom: string, name = "ground"): string {
  return rect(
    0,
    y,
    1600,
    900 - y,
    linear(name, [
      [0, top],
      [1, bottom],
    ]),
  );
}

/** A soft shadow under an object at local point (x, y), in the ground plane. */
export function shadow(iso: Iso, x: number, y: number, w: number, d: number, op = 0.14): string {
  return iso.rz(0, x, x + w, y, y + d, c.navyDark, { opacity: op });
}

/** A rounded iso "island" the scene stands on (a slab with a visible edge). */
export function slab(
  iso: Iso,
  x: number,
  y: number,
  w: number,
  d: number,
  h: number,
  top: string,
  edge: string = c.border,
): string {
  return iso.box(x, y, -h, w, d, h, {
    top,
    left: edge,
    right: edge === c.border ? "#c3c9cf" : edge,
  });
}

/** Pale haze ellipse, to lift a background. */
export function haze(x: number, y: number, rx: number, ry: number, op = 0.5): string {
  return ellipse(x, y, rx, ry, "#ffffff", { opacity: op });
}

/**
 * The view through a window, drawn flat in a w × h box: sky, dunes, a warehouse elevation with
 * its dock doors, a truck.
 */
export function windowView(w: number, h: number, warehouse = true): string {
  const out: string[] = [
    rect(
      0,
      0,
      w,
      h,
      linear("window", [
        [0, "#cfe0ec"],
        [1, "#f3ede2"],
      ]),
    ),
  ];
  const gy = h * 0.68;
  out.push(
    path(
      `M0 ${gy} C${w * 0.3} ${gy - h * 0.1} ${w * 0.6} ${gy - h * 0.02} ${w} ${gy - h * 0.08} L${w} ${h} L0 ${h} Z`,
      "#e6d2ab",
    ),
  );
  out.push(rect(0, gy, w, h - gy, "#dcc7a1"));
  if (warehouse) {
    const bx = w * 0.12;
    const bw = w * 0.62;
    const bh = h * 0.3;
    const by = gy - bh;
    out.push(
      rect(bx, by, bw, bh, "#f4f6f8"),
      rect(bx, by, bw, bh * 0.16, c.navy),
      rect(bx, by + bh * 0.16, bw, bh * 0.05, c.gold),
    );
    for (let i = 0; i < 5; i++)
      out.push(rect(bx + bw * 0.08 + i * bw * 0.18, by + bh * 0.45, bw * 0.1, bh * 0.55, c.steel));
    // a second hall behind, lower
    out.push(
      rect(bx + bw * 0.9, by + bh * 0.25, w * 0.22, bh * 0.75, c.goldLight),
      rect(bx + bw * 0.9, by + bh * 0.25, w * 0.22, bh * 0.1, c.navyMid),
    );
    // truck
    const tx = w * 0.58;
    const ty = gy + h * 0.12;
    out.push(
      rect(tx, ty - h * 0.12, w * 0.22, h * 0.12, c.white),
      rect(tx + w * 0.22, ty - h * 0.1, w * 0.06, h * 0.1, c.navy),
    );
    out.push(
      circle(tx + w * 0.04, ty, h * 0.025, c.ink),
      circle(tx + w * 0.17, ty, h * 0.025, c.ink),
      circle(tx + w * 0.25, ty, h * 0.025, c.ink),
    );
  }
  return out.join("");
}

/**
 * The long shadow a box throws on the ground in low evening light: its footprint swept along
 * (sx, sy) metres of ground per metre of height.
 */
export function castShadow(
  iso: Iso,
  x: number,
  y: number,
  w: number,
  d: number,
  h: number,
  sx = 0.9,
  sy = 0.3,
  op = 0.13,
): string {
  const base: [number, number][] = [
    [x, y],
    [x + w, y],
    [x + w, y + d],
    [x, y + d],
  ];
  const pts = [...base, ...base.map(([a, b]) => [a + h * sx, b + h * sy] as [number, number])].map(
    ([a, b]) => iso.p(a, b, 0),
  );
  return polygon(convexHull(pts), c.navyDark, { opacity: op });
}

/** A warm light wash over the whole frame, strongest about (x, y). */
export function warmWash(x: number, y: number, op = 0.35): string {
  return rect(
    0,
    0,
    1600,
    900,
    radial(
      "warm",
      [
        [0, "#f3c98b", op],
        [0.6, "#e9b877", op * 0.35],
        [1, "#e9b877", 0],
      ],
      x / 1600,
      y / 900,
      0.9,
    ),
  );
}
