import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const membersHeading = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
});

export const members = style({
  display: "flex",
  flexDirection: "column",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const member = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const memberName = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const memberRole = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
