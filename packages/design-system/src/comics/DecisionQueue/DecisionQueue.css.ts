import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const titleLine = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.md,
});

export const buttonForm = style({ display: "flex" });

export const fieldForm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
  flex: "1 1 18rem",
});

export const field = style({ display: "grid", gap: vars.space.xs, flex: "1 1 12rem" });

export const label = style({ fontWeight: vars.font.weight.medium });

export const input = style({
  minBlockSize: vars.size.target,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: 2 },
  },
});

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.font.weight.bold,
});
