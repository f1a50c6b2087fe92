import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/** Sign-in and sign-up: one centred card on a quiet background. */
export const page = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.lg,
  minBlockSize: "100vh",
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const top = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  inlineSize: "100%",
  maxInlineSize: "30rem",
});

export const brand = style({
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  textDecoration: "none",
});

export const card = style({
  inlineSize: "100%",
  maxInlineSize: "30rem",
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  // A focused landmark (skip link target) needs no ring; this outranks the global :focus-visible.
  selectors: { "&:focus, &:focus-visible": { outline: "none" } },
});
