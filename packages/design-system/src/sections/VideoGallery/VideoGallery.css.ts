import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/** The poster's box is reserved by its aspect ratio: nothing moves when an image arrives. */
export const poster = style({
  position: "relative",
  display: "grid",
  placeItems: "center",
  aspectRatio: "16 / 9",
  marginBlockStart: `calc(-1 * ${vars.space.lg})`,
  marginInline: `calc(-1 * ${vars.space.lg})`,
  marginBlockEnd: vars.space.xs,
  overflow: "hidden",
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  backgroundImage: `radial-gradient(circle at 30% 30%, ${vars.color.brand} 0%, ${vars.color.brandStrong} 70%), repeating-linear-gradient(45deg, transparent 0 18px, rgb(199 171 123 / 0.1) 18px 19px)`,
  backgroundBlendMode: "normal",
});

export const posterImage = style({
  position: "absolute",
  inset: 0,
  inlineSize: "100%",
  blockSize: "100%",
  objectFit: "cover",
});

export const play = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  inlineSize: "3.5rem",
  blockSize: "3.5rem",
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.gold,
  color: vars.color.brandStrong,
});

export const playIcon = style({ inlineSize: "1.5rem", blockSize: "1.5rem" });

export const duration = style({
  position: "absolute",
  insetBlockEnd: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  paddingBlock: "0.125rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: "rgb(0 0 0 / 0.75)",
  color: vars.color.textOnBrand,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const titleLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover": { textDecorationLine: "underline" } },
});
