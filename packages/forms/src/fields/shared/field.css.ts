import { vars } from "@rawafed/design-system/tokens";
import { globalStyle, style } from "@vanilla-extract/css";

/** Hidden from sight, still read by assistive technology. */
export const visuallyHidden = style({
  position: "absolute",
  inlineSize: "1px",
  blockSize: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  border: 0,
});

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  maxInlineSize: "36rem",
  minInlineSize: 0,
  border: 0,
  margin: 0,
  padding: 0,
});

export const label = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  padding: 0,
});

export const marker = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
  fontSize: vars.font.size.sm,
});

/** A marker screen readers read: a space of its text parts it from the label, not a margin. */
export const markerSpoken = style({ marginInlineStart: 0 });

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const error = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const errorIcon = style({
  flexShrink: 0,
  inlineSize: "1.125rem",
  blockSize: "1.125rem",
  marginBlockStart: "0.1rem",
});

/** The box of a text-like control: text, e-mail, select, textarea, date. */
export const control = style({
  boxSizing: "border-box",
  inlineSize: "100%",
  minBlockSize: vars.size.target,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: "inherit",
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    "&:focus-visible": {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: "2px",
    },
    "&[aria-invalid='true']": {
      borderColor: vars.color.critical,
      borderWidth: "3px",
    },
    "&:disabled": {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: "not-allowed",
    },
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
  },
});

globalStyle(`${control}[dir='ltr']`, { unicodeBidi: "plaintext" });

/** A row of a group (radios, checkboxes): target of at least 44 px. */
export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minBlockSize: vars.size.target,
  color: vars.color.text,
  cursor: "pointer",
});

export const legend = style([label, { marginBlockEnd: vars.space.xxs, padding: 0 }]);
