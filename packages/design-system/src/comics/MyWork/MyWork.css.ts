import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const comic = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const body = style({ display: "grid", gap: vars.space.xs, minInlineSize: 0 });

export const reason = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.critical });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.font.size.sm,
});

export const chapters = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const chapter = style({
  display: "grid",
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const line = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
});
