import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const pages = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const page = style({
  display: "grid",
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const pageImage = style({
  display: "block",
  inlineSize: "100%",
  blockSize: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

export const cover = style({
  inlineSize: "8rem",
  blockSize: "auto",
  borderRadius: vars.radius.sm,
});

export const decision = style({
  display: "grid",
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const reasonLabel = style({ fontWeight: vars.font.weight.bold });

export const reason = style({
  minBlockSize: "6rem",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: 2 },
  },
});

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.font.weight.bold,
});

/** A page's transcript under it, its lines as the translator wrote them. */
export const transcript = style({
  margin: 0,
  paddingBlockStart: vars.space.xs,
  whiteSpace: "pre-line",
  color: vars.color.text,
});
