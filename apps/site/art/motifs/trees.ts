/** Date palms and low shrubs, drawn in screen space from the foot of the trunk. */
import { c } from "../palette.ts";
import { circle, ellipse, g, n, path, place, symbol, use } from "../svg.ts";

function frond(angle: number, len: number, droop: number, width: number, col: string): string {
  const a = (angle * Math.PI) / 180;
  const tx = Math.cos(a) * len;
  const ty = Math.sin(a) * len + droop;
  // control point: out along the angle, lifted
  const cx = Math.cos(a) * len * 0.55;
  const cy = Math.sin(a) * len * 0.55 - len * 0.25;
  const nx = -Math.sin(a) * width;
  const ny = Math.cos(a) * width;
  return path(
    `M0 0 Q${n(cx + nx)} ${n(cy + ny)} ${n(tx)} ${n(ty)} Q${n(cx - nx)} ${n(cy - ny)} 0 0 Z`,
    col,
  );
}

/** A date palm, foot at (0, 0), 100 units tall. */
export function palmShape(lean = 0): string {
  const top = [lean, -92] as const;
  const trunk = path(
    `M-4 0 Q${n(lean * 0.2 - 3)} -50 ${n(top[0] - 2.2)} ${top[1]} L${n(top[0] + 2.2)} ${top[1]} Q${n(lean * 0.2 + 4)} -50 5 0 Z`,
    c.trunk,
  );
  const rings: string[] = [];
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const x = lean * t * t * 0.9;
    rings.push(ellipse(x, -t * 90, 4.2 - t * 1.4, 1.3, c.goldDark));
  }
  const back = [200, 235, 265, 305, 340]
    .map((a, i) => frond(a, 34 + (i % 2) * 6, 10, 6, c.leaf))
    .join("");
  const front = [160, 190, 215, 250, 290, 325, 355, 20]
    .map((a, i) =>
      frond(
        a,
        30 + ((i * 7) % 3) * 5,
        a > 100 && a < 260 ? 14 : 12,
        5.5,
        i % 2 ? c.leafLight : c.leaf,
      ),
    )
    .join("");
  const dates =
    circle(-3, 3, 3, c.goldDark) + circle(3, 4, 3, c.goldDark) + circle(0, 6, 3, c.gold);
  return g([
    ellipse(0, 0, 14, 4, c.navyDark, { opacity: 0.15 }),
    trunk,
    rings.join(""),
    place(top[0], top[1], 1, back + dates + front),
  ]);
}

export function palm(x: number, y: number, h: number, lean = 0, flip = false): string {
  if (lean === 0 && !flip) {
    const hh = Math.round(h);
    return use(
      symbol(`palm-${hh}`, () => place(0, 0, hh / 100, palmShape())),
      x,
      y,
    );
  }
  return place(x, y, h / 100, palmShape(lean), flip);
}

/** A round shrub, foot at (x, y), r pixels. */
export function shrub(x: number, y: number, r: number, col: string = c.leaf): string {
  return (
    ellipse(x, y, r * 1.1, r * 0.3, c.navyDark, { opacity: 0.14 }) +
    circle(x - r * 0.35, y - r * 0.75, r * 0.7, col) +
    circle(x + r * 0.35, y - r * 0.7, r * 0.65, col) +
    circle(x, y - r * 1.05, r * 0.7, c.leafLight)
  );
}

/** A slim cypress-like tree, foot at (x, y), h pixels. */
export function slimTree(x: number, y: number, h: number): string {
  const w = h * 0.22;
  return (
    ellipse(x, y, w * 0.8, w * 0.25, c.navyDark, { opacity: 0.14 }) +
    path(
      `M${n(x - 2)} ${n(y)} L${n(x - 2)} ${n(y - h * 0.25)} L${n(x + 2)} ${n(y - h * 0.25)} L${n(x + 2)} ${n(y)} Z`,
      c.trunk,
    ) +
    path(
      `M${n(x)} ${n(y - h)} C${n(x + w)} ${n(y - h * 0.7)} ${n(x + w)} ${n(y - h * 0.3)} ${n(x)} ${n(y - h * 0.18)} C${n(x - w)} ${n(y - h * 0.3)} ${n(x - w)} ${n(y - h * 0.7)} ${n(x)} ${n(y - h)} Z`,
      c.leaf,
    ) +
    path(
      `M${n(x)} ${n(y - h)} C${n(x - w)} ${n(y - h * 0.7)} ${n(x - w)} ${n(y - h * 0.3)} ${n(x)} ${n(y - h * 0.18)} Z`,
      c.leafLight,
    )
  );
}
