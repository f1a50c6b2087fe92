import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const confirm = style({
  display: "grid",
  margin: 0,
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  minInlineSize: 0,
});

export const question = style({
  float: "inline-start",
  inlineSize: "100%",
  margin: 0,
  marginBlockEnd: vars.space.sm,
  padding: 0,
  fontWeight: vars.font.weight.bold,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const counts = style({
  display: "grid",
  gridTemplateColumns: "auto auto",
  justifyContent: "start",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

/** A term and its count, laid out by the list's grid. */
export const row = style({ display: "contents" });

export const count = style({ margin: 0, fontVariantNumeric: "tabular-nums" });

export const status = style({ margin: 0, minBlockSize: "1.5em", color: vars.color.positive });
export const error = style({ margin: 0, minBlockSize: "1.5em", color: vars.color.critical });
