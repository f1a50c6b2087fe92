import { style } from "@vanilla-extract/css";
import { monospace as mono } from "../../tokens/monospace";
import { vars } from "../../tokens/theme.css";

export const panel = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const details = style({ display: "grid", gap: vars.space.sm, margin: 0 });

export const term = style({ fontWeight: 600 });

export const value = style({ margin: 0, minInlineSize: 0 });

/** A password or an address: copied whole, wrapped anywhere, read left to right. */
export const code = style({
  display: "inline-block",
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  fontFamily: mono,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  wordBreak: "break-all",
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
