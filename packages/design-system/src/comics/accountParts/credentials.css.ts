// A person's credentials as a list (passkeys, app passwords): each on a bordered row, its name
// and dates at the start, its button at the end.
import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
});

export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const about = style({ display: "grid", gap: vars.space.xxs, minInlineSize: 0 });

export const name = style({ fontWeight: 600, overflowWrap: "anywhere" });
