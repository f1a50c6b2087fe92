import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/** The top of the card, edge to edge, its box reserved by the aspect ratio. */
const bleed = style({
  position: "relative",
  aspectRatio: "16 / 9",
  marginBlockStart: `calc(-1 * ${vars.space.lg})`,
  marginInline: `calc(-1 * ${vars.space.lg})`,
  marginBlockEnd: vars.space.xs,
  overflow: "hidden",
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
});

/** A card without a video: its poster, a picture with nothing to play over it. */
export const poster = style([bleed, { backgroundColor: vars.color.surfaceMuted }]);

export const posterImage = style({
  position: "absolute",
  inset: 0,
  inlineSize: "100%",
  blockSize: "100%",
  objectFit: "cover",
});

/** A card with a video: the player fills the frame (letterboxed if its ratio differs). */
export const frame = style([bleed, { backgroundColor: vars.color.brandStrong }]);

export const player = style({
  // Over the player's own `block-size: auto` whatever the order of the stylesheets.
  selectors: { [`${frame} > &`]: { blockSize: "100%" } },
});

/** The video's duration, under the player (the controls own the player's bottom edge). */
export const duration = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const titleLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover": { textDecorationLine: "underline" } },
});
