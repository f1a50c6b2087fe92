/**
 * Road vehicles and boxes that travel: articulated trucks (box, refrigerated, container), rigid
 * delivery trucks, shipping containers. Each drives toward its local +x: rear at x = 0, cab at the
 * far end, 2.5 m wide (y 0 … 2.5). The near side (y = 2.5) carries the wheels and livery.
 */
import type { Iso, V3 } from "../iso.ts";
import { c, mix } from "../palette.ts";
import { clip, g, polyD } from "../svg.ts";

export type TruckKind = "box" | "reefer" | "container" | "rigid" | "flatbed";

export interface TruckOptions {
  kind?: TruckKind;
  cab?: string;
  body?: string;
  stripe?: string;
  /** Trailer length in metres (box, reefer, container, flatbed). */
  length?: number;
}

const W = 2.5;

function wheel(iso: Iso, x: number, r = 0.52): string {
  return iso.discs([x, W + 0.03, r], "y", [
    [r, c.ink],
    [r * 0.45, c.steelLight],
    [r * 0.18, c.steelDark],
  ]);
}

/** The cab: rear wall at x0, front at x0 + 2.6. */
function cab(iso: Iso, x0: number, col: string, tall: boolean): string {
  const x1 = x0 + 2.6;
  const zTop = tall ? 3.35 : 3.0;
  const out: string[] = [];
  out.push(iso.box(x0, 0.1, 0.75, 2.6, W - 0.2, zTop - 0.75, col));
  // windscreen and side window
  out.push(iso.rx(x1, 0.3, W - 0.3, zTop - 1.15, zTop - 0.2, c.glass));
  out.push(iso.rx(x1, 0.3, 1.0, zTop - 1.15, zTop - 0.2, mix(c.glass, c.white, 0.35)));
  out.push(iso.ry(W - 0.1, x1 - 1.2, x1 - 0.15, zTop - 1.15, zTop - 0.25, c.glass));
  // door line, step, grille, lights, bumper
  out.push(iso.ry(W - 0.1, x1 - 1.35, x1 - 1.25, 1.0, zTop - 0.2, mix(col, c.navyDark, 0.4)));
  out.push(iso.rx(x1, 0.5, W - 0.5, 1.25, 1.9, mix(col, c.navyDark, 0.45)));
  out.push(
    iso.rx(x1, 0.25, 0.6, 1.3, 1.55, c.goldPale),
    iso.rx(x1, W - 0.6, W - 0.25, 1.3, 1.55, c.goldPale),
  );
  out.push(iso.box(x1, 0.05, 0.6, 0.2, W - 0.1, 0.55, c.steelDark));
  if (tall) {
    // roof fairing sloping to the trailer
    const y0 = 0.15;
    const y1 = W - 0.15;
    const zf = 4.0;
    const top = mix(col, c.white, 0.2);
    out.push(
      iso.poly(
        [
          [x0, y1, zTop],
          [x1 - 0.3, y1, zTop],
          [x0 + 1.1, y1, zf],
          [x0, y1, zf],
        ],
        iso.tone(col, "y"),
      ),
      iso.poly(
        [
          [x0 + 1.1, y0, zf],
          [x1 - 0.3, y0, zTop],
          [x1 - 0.3, y1, zTop],
          [x0 + 1.1, y1, zf],
        ],
        top,
      ),
      iso.rz(zf, x0, x0 + 1.1, y0, y1, top),
    );
  }
  return out.join("");
}

/** An articulated or rigid truck. */
export function truck(iso: Iso, o: TruckOptions = {}): string {
  const kind = o.kind ?? "box";
  const cabCol = o.cab ?? c.navy;
  const body =
    o.body ?? (kind === "reefer" ? "#f7fafc" : kind === "container" ? c.navyMid : c.white);
  const stripe = o.stripe ?? (kind === "reefer" ? c.coldDeep : c.navy);
  const rigid = kind === "rigid";
  const L = o.length ?? (rigid ? 6.2 : 12.5);
  const out: string[] = [];
  const cx = L + 0.35;
  const total = cx + 2.85;
  out.push(iso.rz(0, -0.2, total + 0.3, -0.3, W + 0.5, c.navyDark, { opacity: 0.13 }));
  // chassis
  out.push(iso.box(0.3, 0.35, 0.7, total - 0.5, W - 0.7, 0.45, c.ink));
  if (kind === "flatbed") {
    out.push(iso.box(0, 0, 1.15, L, W, 0.25, c.steelDark));
  } else if (kind === "container") {
    out.push(iso.box(0, 0.1, 1.0, L, W - 0.2, 0.2, c.ink));
    out.push(container(iso.at(0.1, 0.03, 1.2), L - 0.2, body));
  } else {
    const z0 = rigid ? 1.1 : 1.2;
    const h = rigid ? 2.75 : 2.85;
    out.push(iso.box(0, 0, z0, L, W, h, body));
    out.push(iso.ry(W, 0, L, z0, z0 + 0.55, stripe));
    out.push(iso.ry(W, 0, L, z0 + 0.62, z0 + 0.78, c.gold));
    out.push(iso.rx(L, 0, W, z0, z0 + 0.55, iso.tone(stripe, "x")));
    if (kind === "reefer") {
      // refrigeration unit on the trailer's nose
      out.push(iso.box(L, 0.45, z0 + h - 1.3, 0.35, W - 0.9, 1.2, c.steelLight));
      out.push(iso.rx(L + 0.35, 0.65, W - 0.65, z0 + h - 1.15, z0 + h - 0.3, c.steel));
    }
  }
  out.push(cab(iso, cx, cabCol, !rigid));
  // wheels: trailer bogie and tractor axles
  if (rigid) out.push(wheel(iso, 1.4), wheel(iso, cx + 1.6));
  else out.push(wheel(iso, 1.3), wheel(iso, 2.5), wheel(iso, cx - 1.25), wheel(iso, cx + 1.75));
  // mudguard over the steer axle
  out.push(iso.ry(W - 0.08, cx + 1.1, cx + 2.4, 1.05, 1.2, c.navyDark));
  return out.join("");
}

/** A truck drawn once per document and reused wherever the same kind recurs at the same scale. */
export function truckAt(
  iso: Iso,
  x: number,
  y: number,
  swap: boolean,
  o: TruckOptions = {},
): string {
  const key = `truck-${o.kind ?? "box"}-${(o.cab ?? "").slice(1)}${(o.body ?? "").slice(1)}-${o.length ?? 0}`;
  return iso.at(x, y, 0, swap).use(key, 0, 0, 0, (q) => truck(q, o));
}

/** A shipping container, corner at local origin, length L (6.1 or 12.2), 2.44 wide, 2.6 high. */
export function container(iso: Iso, L = 6.1, col: string = c.navyMid): string {
  const d = 2.44;
  const h = 2.6;
  const out: string[] = [iso.box(0, 0, 0, L, d, h, col)];
  const rib = mix(col, c.navyDark, 0.3);
  const k = Math.round(L / 0.55);
  const segs: [[number, number, number], [number, number, number]][] = [];
  for (let i = 1; i < k; i++) {
    const x = (L * i) / k;
    segs.push([
      [x, d, 0.15],
      [x, d, h - 0.15],
    ]);
  }
  out.push(iso.lines(segs, rib, Math.max(2, iso.u * 0.09), { opacity: 0.55 }));
  // doors on the x end: two leaves and locking bars
  out.push(iso.rx(L, 0.1, d - 0.1, 0.12, h - 0.12, iso.tone(mix(col, c.navyDark, 0.12), "x")));
  out.push(
    iso.lines(
      [0.45, 0.85, 1.6, 2.0].map((y) => [
        [L, y, 0.25],
        [L, y, h - 0.25],
      ]),
      mix(col, c.navyDark, 0.55),
      Math.max(2, iso.u * 0.06),
    ),
  );
  out.push(iso.rx(L, d / 2 - 0.02, d / 2 + 0.02, 0.12, h - 0.12, mix(col, c.navyDark, 0.5)));
  // top rails
  out.push(iso.ry(d, 0, L, h - 0.12, h, mix(col, c.white, 0.15)));
  return out.join("");
}

/**
 * A container trailer parked with its open doors toward +x (rear at x = L, the cab off at −x),
 * deck at height `deck`; the doors swung open flat against the sides.
 */
export function containerRear(
  iso: Iso,
  L = 6.1,
  deck = 1.4,
  col: string = c.navyMid,
  open = true,
): string {
  const out: string[] = [];
  const d = 2.44;
  const h = 2.6;
  out.push(iso.rz(0, -5, L + 0.3, -0.2, d + 0.5, c.navyDark, { opacity: 0.12 }));
  // the tractor beyond, mostly hidden
  out.push(iso.box(-4.4, 0.05, 0.7, 2.4, d - 0.1, 2.7, c.navy));
  out.push(iso.box(-2.2, 0.3, 0.8, 2.4, d - 0.6, 0.45, c.ink));
  out.push(iso.ry(d - 0.05, -4.1, -3.0, 2.4, 3.1, c.glass));
  out.push(
    iso.discs([-3.4, d, 0.52], "y", [
      [0.52, c.ink],
      [0.22, c.steelLight],
    ]),
  );
  out.push(iso.box(-0.3, 0.3, 0.8, L + 0.3, d - 0.6, deck - 0.8, c.ink));
  for (const wx of [L - 2.2, L - 1.0])
    out.push(
      iso.discs([wx, d + 0.02, 0.52], "y", [
        [0.52, c.ink],
        [0.22, c.steelLight],
      ]),
    );
  out.push(container(iso.at(0, 0, deck), L, col));
  if (open) {
    const t = iso.at(0, 0, deck);
    const face: V3[] = [
      [L, 0.12, 0.1],
      [L, d - 0.12, 0.1],
      [L, d - 0.12, h - 0.12],
      [L, 0.12, h - 0.12],
    ];
    out.push(t.poly(face, "#2b3944"));
    const inside = [
      t.rz(0.12, L - 4, L, 0.12, d - 0.12, "#56646f"),
      t.ry(0.12, L - 4, L, 0.1, h - 0.12, "#3c4a55"),
      t.box(L - 2.2, 0.3, 0.12, 1.2, 1.0, 1.3, c.gold),
      t.box(L - 3.6, 1.3, 0.12, 1.2, 1.0, 1.1, c.goldLight),
    ];
    const cp = clip(
      `cont-${Math.round(iso.tx)}-${Math.round(iso.ty)}`,
      polyD(face.map(([x, y, z]) => t.p(x, y, z))),
    );
    out.push(g(inside, { "clip-path": cp }));
    // the doors swung back along the side
    out.push(t.box(L, d, 0.1, 1.2, 0.06, h - 0.2, mix(col, c.navyDark, 0.1)));
  }
  return out.join("");
}
