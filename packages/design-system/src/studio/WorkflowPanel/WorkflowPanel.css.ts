import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const links = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: 0,
  listStyle: "none",
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const schedule = style({ margin: 0 });

export const fieldset = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  minInlineSize: 0,
});

export const status = style({ margin: 0, minBlockSize: "1.5em", color: vars.color.positive });
export const error = style({ margin: 0, minBlockSize: "1.5em", color: vars.color.critical });
