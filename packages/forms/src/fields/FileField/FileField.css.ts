import { vars } from "@rawafed/design-system/tokens";
import { style } from "@vanilla-extract/css";

export const zone = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const dragging = style({
  borderColor: vars.color.focus,
  backgroundColor: vars.color.surfaceMuted,
});

export const invalid = style({ borderColor: vars.color.critical, borderStyle: "solid" });

export const disabled = style({ backgroundColor: vars.color.surfaceMuted });

/** The real file input: out of sight, still focusable; its label is the visible button. */
export const input = style({
  position: "absolute",
  inlineSize: "1px",
  blockSize: "1px",
  opacity: 0,
  overflow: "hidden",
});

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minBlockSize: vars.size.target,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontFamily: "inherit",
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  cursor: "pointer",
  selectors: {
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: "2px",
    },
    [`${input}:disabled + &`]: {
      cursor: "not-allowed",
      color: vars.color.textMuted,
      borderColor: vars.color.textMuted,
    },
  },
});

export const drop = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const icon = style({ inlineSize: "1.25rem", blockSize: "1.25rem" });

export const chosen = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const preview = style({
  inlineSize: "4rem",
  blockSize: "4rem",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
});

export const details = style({
  display: "flex",
  flexDirection: "column",
  flexGrow: 1,
  minInlineSize: 0,
  fontSize: vars.font.size.sm,
});

export const name = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  overflowWrap: "anywhere",
});

export const meta = style({ color: vars.color.textMuted });

export const remove = style({
  display: "grid",
  placeItems: "center",
  flexShrink: 0,
  inlineSize: vars.size.target,
  blockSize: vars.size.target,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.critical,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-2px" },
    "&:hover": { backgroundColor: vars.color.surface },
  },
});
