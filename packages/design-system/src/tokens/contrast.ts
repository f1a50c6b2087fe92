import type { tokens } from "./values";

export type ColourName = keyof typeof tokens.color;

/** WCAG 2.2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What the pair is: text (4.5:1 for AA), or a control's boundary or focus ring (3:1). */
export type PairKind = "text" | "non-text";

export interface ColourPair {
  foreground: ColourName;
  background: ColourName;
  kind: PairKind;
  /** Where the system uses it. */
  use: string;
}

/** The minimum ratio WCAG 2.2 AA asks of a pair of its kind. */
export const minimumRatio: Record<PairKind, number> = { text: 4.5, "non-text": 3 };

/** Every pairing of colours the components use, with what it is used for. */
export const colourPairs: readonly ColourPair[] = [
  { foreground: "text", background: "surface", kind: "text", use: "body text" },
  { foreground: "text", background: "surfaceMuted", kind: "text", use: "text in muted bands" },
  { foreground: "textMuted", background: "surface", kind: "text", use: "hints, dates, captions" },
  {
    foreground: "textMuted",
    background: "surfaceMuted",
    kind: "text",
    use: "hints in muted bands",
  },
  { foreground: "brand", background: "surface", kind: "text", use: "links, headings" },
  { foreground: "brand", background: "surfaceMuted", kind: "text", use: "links in muted bands" },
  { foreground: "brandStrong", background: "surface", kind: "text", use: "hovered links" },
  { foreground: "textOnBrand", background: "brand", kind: "text", use: "primary buttons, bands" },
  { foreground: "textOnBrand", background: "brandStrong", kind: "text", use: "hovered buttons" },
  { foreground: "textOnBrand", background: "critical", kind: "text", use: "danger buttons" },
  { foreground: "textOnBrand", background: "positive", kind: "text", use: "success badges" },
  { foreground: "gold", background: "brand", kind: "text", use: "figures, crumbs on brand" },
  { foreground: "gold", background: "brandStrong", kind: "text", use: "accents in dark bands" },
  { foreground: "text", background: "gold", kind: "text", use: "gold badges" },
  { foreground: "goldStrong", background: "surface", kind: "text", use: "accents on white" },
  { foreground: "critical", background: "surface", kind: "text", use: "errors" },
  { foreground: "critical", background: "surfaceMuted", kind: "text", use: "errors in bands" },
  { foreground: "positive", background: "surface", kind: "text", use: "confirmations" },
  { foreground: "textMuted", background: "surface", kind: "non-text", use: "field boundaries" },
  { foreground: "focus", background: "surface", kind: "non-text", use: "the focus ring" },
  { foreground: "focus", background: "surfaceMuted", kind: "non-text", use: "focus in bands" },
  { foreground: "surface", background: "brand", kind: "non-text", use: "focus ring's light edge" },
  {
    foreground: "surface",
    background: "brandStrong",
    kind: "non-text",
    use: "focus ring's edge in the footer",
  },
];
