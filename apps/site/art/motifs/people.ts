/**
 * Faceless figures, drawn flat in screen space: feet at (0, 0), 100 units tall, then placed and
 * scaled. Workers wear hard hats and hi-vis vests; office figures a suit, a thobe and ghutra, or an
 * abaya and hijab.
 */
import { c, mix } from "../palette.ts";
import { circle, ellipse, g, path, place, rect } from "../svg.ts";

export type Attire = "hivis" | "suit" | "thobe" | "abaya" | "shirt" | "coat";
export type Hat = "white" | "gold" | "orange" | "navy" | "none";
export type Pose = "down" | "tablet" | "point" | "clipboard" | "hips" | "wave" | "carry";

export interface Person {
  attire?: Attire;
  hat?: Hat;
  skin?: string;
  pose?: Pose;
  /** Seen from behind. */
  back?: boolean;
  /** Jacket / vest / robe colour override. */
  top?: string;
  legs?: string;
}

const hats: Record<Exclude<Hat, "none">, [string, string]> = {
  white: [c.white, c.border],
  gold: [c.gold, c.goldDark],
  orange: [c.orange, mix(c.orange, c.navyDark, 0.3)],
  navy: [c.navyMid, c.navy],
};

function hardHat(hat: Hat): string {
  if (hat === "none") return "";
  const [main, rim] = hats[hat];
  return (
    path("M-10.5 -94 C-10.5 -107 10.5 -107 10.5 -94 Z", main) +
    rect(-13, -95.5, 26, 4.5, rim, { rx: 2 }) +
    rect(-2, -105, 4, 10, mix(main, c.white, 0.35), { rx: 2 })
  );
}

function arm(x: number, pose: Pose, side: -1 | 1, sleeve: string, skin: string): string {
  // x: shoulder centre; side: -1 left, 1 right (on screen)
  switch (pose) {
    case "point":
      if (side === 1)
        return (
          path(`M${x - 4} -76 L${x + 18} -96 L${x + 23} -90 L${x + 4} -70 Z`, sleeve) +
          circle(x + 22, -95, 4.2, skin)
        );
      break;
    case "wave":
      if (side === 1)
        return (
          path(`M${x - 4} -77 L${x + 6} -104 L${x + 13} -101 L${x + 5} -72 Z`, sleeve) +
          circle(x + 10, -106, 4.2, skin)
        );
      break;
    case "hips":
      return (
        path(
          `M${x - 4} -78 L${x + side * 10} -64 L${x + side * 2} -52 L${x - side * 2} -56 L${x + side * 3} -64 L${x + 4 * -side} -74 Z`,
          sleeve,
        ) + circle(x + side * 0.5, -54, 4, skin)
      );
    case "tablet":
    case "clipboard":
    case "carry":
      return (
        rect(x - 4, -78, 8, 18, sleeve, { rx: 4 }) +
        path(`M${x - 4} -64 L${x - side * 12} -58 L${x - side * 12} -51 L${x + 4} -58 Z`, sleeve) +
        circle(x - side * 13, -55, 4, skin)
      );
  }
  return rect(x - 4, -78, 8, 28, sleeve, { rx: 4 }) + circle(x, -48, 4.2, skin);
}

function held(pose: Pose): string {
  if (pose === "tablet")
    return (
      rect(-12, -70, 24, 15, c.navyDark, { rx: 2 }) + rect(-10, -68, 20, 11, c.navySoft, { rx: 1 })
    );
  if (pose === "clipboard")
    return (
      rect(-10, -72, 20, 22, c.goldDark, { rx: 2 }) + rect(-8, -69, 16, 17, c.white, { rx: 1 })
    );
  if (pose === "carry")
    return rect(-16, -74, 32, 22, c.gold, { rx: 2 }) + rect(-16, -66, 32, 4, c.goldLight);
  return "";
}

/** A standing figure, feet at (0, 0), 100 units tall. */
export function figure(p: Person = {}): string {
  const attire = p.attire ?? "hivis";
  const skin = p.skin ?? c.skin1;
  const pose = p.pose ?? "down";
  const back = p.back ?? false;
  const hat = p.hat ?? (attire === "hivis" ? "gold" : "none");
  const out: string[] = [ellipse(0, 0, 20, 5, c.navyDark, { opacity: 0.16 })];

  if (attire === "thobe" || attire === "abaya") {
    const robe = p.top ?? (attire === "thobe" ? "#fbfbf9" : c.navyDark);
    const fold = attire === "thobe" ? c.border : mix(robe, c.white, 0.12);
    out.push(rect(-11, -4, 9, 4, c.hair, { rx: 2 }), rect(2, -4, 9, 4, c.hair, { rx: 2 }));
    out.push(path("M-15 -78 Q-16 -40 -17 -3 L17 -3 Q16 -40 15 -78 Q0 -84 -15 -78 Z", robe));
    out.push(path("M3 -70 L6 -3 L11 -3 Z", fold, { opacity: 0.8 }));
    out.push(arm(-18, pose === "point" || pose === "wave" ? "down" : pose, -1, robe, skin));
    out.push(arm(18, pose, 1, robe, skin));
    if (attire === "thobe") {
      // ghutra over the head and shoulders, agal on top
      out.push(path("M-13 -80 Q-14 -100 0 -104 Q14 -100 13 -80 L9 -76 L-9 -76 Z", c.white));
      if (!back) out.push(ellipse(0, -90, 6.5, 8.5, skin));
      else out.push(path("M-9 -80 L0 -72 L9 -80 Z", c.white));
      out.push(ellipse(0, -100, 10, 3, c.ink));
      out.push(path("M-13 -80 L-15 -70 L-9 -76 Z", c.border));
    } else {
      out.push(path("M-12 -80 Q-14 -104 0 -104 Q14 -104 12 -80 L7 -76 L-7 -76 Z", robe));
      if (!back) out.push(ellipse(0, -90, 6.2, 8, skin));
    }
    out.push(held(pose));
    return g(out);
  }

  const trousers =
    p.legs ?? (attire === "suit" ? c.navyDark : attire === "coat" ? c.steelDark : c.navy);
  out.push(rect(-11, -50, 10, 47, trousers, { rx: 3 }), rect(1, -50, 10, 47, trousers, { rx: 3 }));
  out.push(rect(-13, -5, 12, 5, c.ink, { rx: 2 }), rect(1, -5, 12, 5, c.ink, { rx: 2 }));

  const shirt =
    p.top ??
    (attire === "suit"
      ? c.navy
      : attire === "coat"
        ? c.white
        : attire === "shirt"
          ? c.navyLight
          : c.navyMid);
  out.push(arm(-18, pose === "point" || pose === "wave" ? "down" : pose, -1, shirt, skin));
  out.push(arm(18, pose, 1, shirt, skin));
  out.push(rect(-15, -81, 30, 36, shirt, { rx: 8 }));
  if (attire === "hivis") {
    const vest = c.orange;
    out.push(
      path("M-14 -77 L-6 -80 L-4 -47 L-14 -47 Z", vest),
      path("M14 -77 L6 -80 L4 -47 L14 -47 Z", vest),
    );
    if (back) out.push(rect(-14, -78, 28, 31, vest, { rx: 4 }));
    out.push(
      rect(-14, -62, 28, 4, c.goldPale, { opacity: 0.95 }),
      rect(-14, -54, 28, 4, c.goldPale, { opacity: 0.95 }),
    );
  } else if (attire === "suit" && !back) {
    out.push(
      path("M-6 -81 L6 -81 L0 -66 Z", c.white),
      path("M-1.5 -76 L1.5 -76 L2 -62 L0 -59 L-2 -62 Z", c.gold),
    );
  } else if (attire === "coat") {
    out.push(rect(-15, -52, 30, 6, c.border, { rx: 2 }));
    if (!back) out.push(rect(-1.5, -80, 3, 30, c.border));
  }
  out.push(rect(-4, -87, 8, 8, skin, { rx: 2 }));
  out.push(circle(0, -92, 9.5, skin));
  if (hat === "none") {
    if (back) out.push(path("M-9.5 -92 A9.5 9.5 0 0 1 9.5 -92 L9.5 -86 Q0 -82 -9.5 -86 Z", c.hair));
    else out.push(path("M-9.5 -92 A9.5 9.5 0 0 1 9.5 -92 Q8 -98 0 -97 Q-7 -97 -9.5 -92 Z", c.hair));
  }
  out.push(hardHat(hat));
  out.push(held(pose));
  return g(out);
}

/** A figure sitting on a chair, seen from the front or behind, feet at (0, 0). */
export function seated(p: Person = {}): string {
  const attire = p.attire ?? "suit";
  const skin = p.skin ?? c.skin1;
  const back = p.back ?? false;
  const jacket =
    p.top ??
    (attire === "thobe"
      ? "#fbfbf9"
      : attire === "abaya"
        ? c.navyDark
        : attire === "shirt"
          ? c.navyLight
          : c.navy);
  const out: string[] = [];
  // body lowered by 28: hips at -28
  out.push(rect(-15, -65, 30, 38, jacket, { rx: 8 }));
  if (attire === "suit" && !back) out.push(path("M-6 -65 L6 -65 L0 -52 Z", c.white));
  out.push(rect(-22, -62, 8, 24, jacket, { rx: 4 }), rect(14, -62, 8, 24, jacket, { rx: 4 }));
  if (!back) out.push(circle(-18, -38, 4, skin), circle(18, -38, 4, skin));
  if (attire === "thobe") {
    out.push(path("M-13 -64 Q-14 -84 0 -88 Q14 -84 13 -64 L9 -60 L-9 -60 Z", c.white));
    if (!back) out.push(ellipse(0, -74, 6.5, 8.5, skin));
    out.push(ellipse(0, -84, 10, 3, c.ink));
  } else if (attire === "abaya") {
    out.push(path("M-12 -64 Q-14 -88 0 -88 Q14 -88 12 -64 L7 -60 L-7 -60 Z", jacket));
    if (!back) out.push(ellipse(0, -74, 6.2, 8, skin));
  } else {
    out.push(rect(-4, -71, 8, 8, skin, { rx: 2 }), circle(0, -76, 9.5, skin));
    if (back) out.push(path("M-9.5 -76 A9.5 9.5 0 0 1 9.5 -76 L9.5 -70 Q0 -66 -9.5 -70 Z", c.hair));
    else out.push(path("M-9.5 -76 A9.5 9.5 0 0 1 9.5 -76 Q8 -82 0 -81 Q-7 -81 -9.5 -76 Z", c.hair));
  }
  return g(out);
}

/** Head and shoulders seen from behind: an audience. kind 0 hair, 1 hijab, 2 ghutra. */
export function audience(col: string = c.navyDark, hair: string = c.navyDark, kind = 0): string {
  const body = path("M-26 0 L-26 -30 Q-26 -46 -10 -48 L10 -48 Q26 -46 26 -30 L26 0 Z", col);
  if (kind === 1)
    return (
      body + path("M-16 -40 Q-16 -80 0 -80 Q16 -80 16 -40 Q8 -34 0 -34 Q-8 -34 -16 -40 Z", hair)
    );
  if (kind === 2)
    return (
      body +
      path("M-13 -62 Q-13 -80 0 -80 Q13 -80 13 -62 L20 -22 Q0 -16 -20 -22 Z", "#f4f4f2") +
      path("M-12 -71 Q0 -76 12 -71 L12 -67 Q0 -72 -12 -67 Z", c.ink)
    );
  return body + rect(-5, -54, 10, 8, hair) + circle(0, -64, 11, hair);
}

/** Place a figure whose feet are at screen (x, y), `h` pixels tall. */
export function person(x: number, y: number, h: number, p: Person = {}, flip = false): string {
  return place(x, y, h / 100, figure(p), flip);
}

export function sitter(x: number, y: number, h: number, p: Person = {}, flip = false): string {
  return place(x, y, h / 100, seated(p), flip);
}
