import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.font.size.sm,
});

export const item = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
});

export const tone = styleVariants({
  default: {},
  onBrand: {},
});

export const separator = style({
  inlineSize: "1em",
  blockSize: "1em",
  color: vars.color.textMuted,
  selectors: { [`${tone.onBrand} &`]: { color: vars.color.gold } },
});

export const link = style({
  color: vars.color.brand,
  textDecorationLine: "underline",
  textUnderlineOffset: "0.2em",
  selectors: {
    "&:hover": { color: vars.color.brandStrong },
    [`${tone.onBrand} &`]: { color: vars.color.textOnBrand },
    [`${tone.onBrand} &:hover`]: { color: vars.color.gold },
  },
});

export const current = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  selectors: { [`${tone.onBrand} &`]: { color: vars.color.textOnBrand } },
});
