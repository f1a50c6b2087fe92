import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const diff = style({ display: "grid", gap: vars.space.sm, minInlineSize: 0 });

export const heading = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const summary = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.font.size.sm,
});

// Added: underlined on a green tint; removed: struck through on a red tint. The lines and the
// announced words carry the meaning, the tints only help the eye (text stays 7:1 or better).
export const added = style({
  backgroundColor: "rgb(30 107 58 / 0.14)",
  color: vars.color.text,
  textDecorationLine: "underline",
  textDecorationThickness: "2px",
  textDecorationColor: vars.color.positive,
  textUnderlineOffset: "0.2em",
  borderRadius: vars.radius.sm,
  paddingInline: "0.125em",
});

export const removed = style({
  backgroundColor: "rgb(179 38 30 / 0.12)",
  color: vars.color.text,
  textDecorationLine: "line-through",
  textDecorationThickness: "2px",
  textDecorationColor: vars.color.critical,
  borderRadius: vars.radius.sm,
  paddingInline: "0.125em",
});

export const text = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: "anywhere",
});

/** One line of the text; spaces inside it are kept as written. */
export const line = style({ margin: 0, whiteSpace: "pre-wrap", textAlign: "start" });
