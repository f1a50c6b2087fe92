import { style, styleVariants } from "@vanilla-extract/css";
import { focusRing, media, vars } from "../../tokens/theme.css";

export const section = style({
  paddingBlock: vars.space.xl,
  "@media": { [media.tablet]: { paddingBlock: vars.space.xxl } },
});

export const tone = styleVariants({
  default: { backgroundColor: vars.color.surface, color: vars.color.text },
  muted: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
  brand: { backgroundColor: vars.color.brand, color: vars.color.textOnBrand },
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
  "@media": { [media.tablet]: { marginBlockEnd: vars.space.xl } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
  textWrap: "balance",
  "@media": { [media.tablet]: { fontSize: vars.font.size.xxl } },
  "::after": {
    content: '""',
    display: "block",
    inlineSize: "3rem",
    blockSize: "4px",
    marginBlockStart: vars.space.sm,
    borderRadius: vars.radius.round,
    backgroundColor: vars.color.gold,
  },
  selectors: { [`${tone.brand} &`]: { color: vars.color.textOnBrand } },
});

export const intro = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  maxInlineSize: "48rem",
  fontSize: vars.font.size.lg,
  color: vars.color.textMuted,
});

/** The title of an item (h3) inside a section. */
export const itemTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
  "@media": { [media.tablet]: { fontSize: vars.font.size.xl } },
});

export const body = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

const actionBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  inlineSize: "fit-content",
  minBlockSize: vars.size.target,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: "2px solid transparent",
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: "none",
  transitionProperty: "background-color, color, border-color",
  transitionDuration: vars.motion.fast,
  "@media": { [media.reducedMotion]: { transitionDuration: "0s" } },
});

/** A link styled as a call to action. */
export const action = styleVariants({
  primary: [
    actionBase,
    {
      backgroundColor: vars.color.brand,
      color: vars.color.textOnBrand,
      selectors: { "&:hover": { backgroundColor: vars.color.brandStrong } },
    },
  ],
  // For dark bands: gold fill with dark text (about 7:1).
  gold: [
    actionBase,
    {
      backgroundColor: vars.color.gold,
      color: vars.color.text,
      selectors: { "&:hover": { backgroundColor: vars.color.surface } },
    },
  ],
  // For dark bands: a light outline.
  outlineOnBrand: [
    actionBase,
    {
      backgroundColor: "transparent",
      borderColor: vars.color.textOnBrand,
      color: vars.color.textOnBrand,
      selectors: { "&:hover": { backgroundColor: vars.color.brandStrong } },
    },
  ],
  secondary: [
    actionBase,
    {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.brand,
      color: vars.color.brand,
      selectors: { "&:hover": { backgroundColor: vars.color.surfaceMuted } },
    },
  ],
});

/** A text link with a trailing arrow ("View all →", "Learn more →"). */
export const arrowLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minBlockSize: "1.5rem",
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  textDecorationLine: "underline",
  textDecorationColor: "transparent",
  textUnderlineOffset: "0.25em",
  selectors: {
    "&:hover": { textDecorationColor: "currentColor", color: vars.color.brandStrong },
  },
});

/** Makes a whole positioned card clickable through the one link inside it. */
export const stretchedLink = style({
  selectors: {
    "&::after": {
      content: '""',
      position: "absolute",
      inset: 0,
      borderRadius: "inherit",
    },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": focusRing,
  },
});

/** Pushes a card's footer (its link) to the bottom so the links of a row align. */
export const pushEnd = style({ marginBlockStart: "auto" });
