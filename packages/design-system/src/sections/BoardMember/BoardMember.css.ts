import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const header = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
});

export const avatar = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  inlineSize: "3.5rem",
  blockSize: "3.5rem",
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.brand,
  boxShadow: `inset 0 0 0 2px ${vars.color.gold}`,
});

export const avatarIcon = style({ inlineSize: "1.75rem", blockSize: "1.75rem" });

/** A photo in the avatar's place: the same round frame, the face filling it. */
export const photo = style({
  flexShrink: 0,
  inlineSize: "3.5rem",
  blockSize: "3.5rem",
  borderRadius: vars.radius.round,
  objectFit: "cover",
  backgroundColor: vars.color.surfaceMuted,
  boxShadow: `0 0 0 2px ${vars.color.gold}`,
});

export const term = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const names = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
});

export const role = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
});

export const bio = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
});
