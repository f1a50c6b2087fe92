import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";
import { tone } from "../shared/section.css";

export const paragraphs = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  maxInlineSize: "48rem",
});

export const paragraph = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  "@media": { [media.tablet]: { fontSize: vars.font.size.lg } },
  selectors: { [`${tone.brand} &`]: { color: vars.color.textOnBrand } },
});
