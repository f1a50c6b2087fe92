import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";
import { tone } from "../shared/section.css";

/** Each chart on a surface of its own, so it reads the same on every band. */
export const item = style({
  minInlineSize: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  "@media": { [media.tablet]: { padding: vars.space.lg } },
});

export const note = style({
  margin: 0,
  marginBlockStart: vars.space.lg,
  maxInlineSize: "48rem",
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  selectors: { [`${tone.brand} &`]: { color: vars.color.textOnBrand } },
});
