import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

export const steps = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const step = style({
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `6px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});

export const done = style({ borderBlockStartColor: vars.color.gold, color: vars.color.text });

export const current = style({
  borderBlockStartColor: vars.color.brand,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
});

export const stepHeading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  selectors: { "&:focus": { outline: "none" } },
});
