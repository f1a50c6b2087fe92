import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const languageSwitch = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minBlockSize: vars.size.target,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.brand },
  },
});
