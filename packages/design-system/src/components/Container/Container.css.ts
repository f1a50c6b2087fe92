import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const container = style({
  inlineSize: "100%",
  marginInline: "auto",
  paddingInline: vars.space.md,
  "@media": { [media.tablet]: { paddingInline: vars.space.xl } },
});

export const width = styleVariants({
  narrow: { maxInlineSize: "48rem" },
  default: { maxInlineSize: vars.size.container },
  wide: { maxInlineSize: "90rem" },
});
