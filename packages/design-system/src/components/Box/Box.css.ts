import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export type Space = keyof typeof vars.space;

export const paddingBlock = styleVariants(vars.space, (value) => ({ paddingBlock: value }));
export const paddingInline = styleVariants(vars.space, (value) => ({ paddingInline: value }));

export const background = styleVariants({
  surface: { backgroundColor: vars.color.surface, color: vars.color.text },
  muted: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
  brand: { backgroundColor: vars.color.brand, color: vars.color.textOnBrand },
});

export const radius = styleVariants(vars.radius, (value) => ({ borderRadius: value }));

export const textAlign = styleVariants({
  start: { textAlign: "start" },
  center: { textAlign: "center" },
  end: { textAlign: "end" },
});

/** A list without bullets or indentation; the list semantics stay. */
export const plainList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
});
