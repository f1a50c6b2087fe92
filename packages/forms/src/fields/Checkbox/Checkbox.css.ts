import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

export const row = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xxs,
});

/** The button itself is the 44 px target; the box inside it is what the eye sees. */
export const root = style({
  flexShrink: 0,
  display: "grid",
  placeItems: "center",
  inlineSize: vars.size.target,
  blockSize: vars.size.target,
  marginInlineStart: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-2px" },
    "&:disabled": { cursor: "not-allowed" },
  },
});

export const box = style({
  display: "grid",
  placeItems: "center",
  inlineSize: "1.5rem",
  blockSize: "1.5rem",
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.textOnBrand,
  selectors: {
    [`${root}[data-state='checked'] &`]: {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${root}[aria-invalid='true'] &`]: { borderColor: vars.color.critical, borderWidth: "3px" },
    [`${root}:disabled &`]: { backgroundColor: vars.color.surfaceMuted, opacity: 0.7 },
  },
});

export const check = style({ inlineSize: "1rem", blockSize: "1rem" });

export const text = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  paddingBlock: "0.6rem",
});

export const label = style({
  color: vars.color.text,
  cursor: "pointer",
  lineHeight: vars.font.lineHeight.tight,
});
