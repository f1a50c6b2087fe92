import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const item = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** The comment as written: its own direction, its own line breaks. */
export const body = style({
  margin: 0,
  whiteSpace: "pre-line",
  overflowWrap: "anywhere",
  textAlign: "start",
});

export const actions = style({ display: "flex", justifyContent: "flex-end" });
