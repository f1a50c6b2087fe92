/** Cairo, its metric-matched stand-in while it loads (`fonts.css`), then the device's fonts. */
export const textFont = "'Cairo Variable', 'Cairo', 'Cairo Fallback', system-ui, sans-serif";

/**
 * The tokens' values, as plain data: the theme (`theme.css.ts`) makes them CSS variables, and the
 * foundations pages of the docs draw their swatches, scales and contrast ratios from them.
 */
export const tokens = {
  color: {
    brand: "#0b3d5c",
    brandStrong: "#072a40",
    gold: "#c7ab7b",
    goldStrong: "#8a6d3b",
    text: "#1b232b",
    textMuted: "#4a5866",
    textOnBrand: "#ffffff",
    surface: "#ffffff",
    surfaceMuted: "#f4f1ec",
    border: "#d5d9de",
    focus: "#1a73e8",
    critical: "#b3261e",
    positive: "#1e6b3a",
  },
  space: {
    "0": "0",
    xxs: "0.25rem",
    xs: "0.5rem",
    sm: "0.75rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    xxxl: "4rem",
  },
  font: {
    family: textFont,
    /**
     * "العربية" on English pages: Cairo cut down to that one word (`fonts.css`), 2.5 KB not 31.
     * No Cairo after it: Chrome fetches the fallback's face while the first one loads, and Cairo's
     * is the 31 KB Arabic subset.
     */
    arabicLabel: "'Cairo Arabic Label', system-ui, sans-serif",
    size: {
      sm: "0.875rem",
      md: "1rem",
      lg: "1.125rem",
      xl: "1.5rem",
      xxl: "2rem",
      display: "2.75rem",
    },
    lineHeight: { tight: "1.25", normal: "1.6" },
    weight: { regular: "400", medium: "500", bold: "700" },
  },
  radius: { sm: "4px", md: "8px", lg: "16px", round: "9999px" },
  shadow: {
    sm: "0 1px 2px rgb(0 0 0 / 0.08)",
    md: "0 4px 12px rgb(0 0 0 / 0.12)",
  },
  size: {
    target: "2.75rem",
    container: "75rem",
  },
  motion: {
    fast: "120ms",
    normal: "240ms",
    easing: "cubic-bezier(0.2, 0, 0, 1)",
  },
} as const;

/** Breakpoints; 768 px is the mobile break of the spec. */
export const breakpoints = { tablet: 768, desktop: 1024 } as const;
