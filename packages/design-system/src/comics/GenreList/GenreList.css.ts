import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minBlockSize: vars.size.target,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  textDecoration: "none",
  selectors: {
    "&:hover": { borderColor: vars.color.brand, backgroundColor: vars.color.surfaceMuted },
  },
});

export const name = style({ fontWeight: vars.font.weight.bold });

export const count = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
