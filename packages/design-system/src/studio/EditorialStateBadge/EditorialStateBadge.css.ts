import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";
import type { EditorialState } from "../types";

export const badge = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});

export const icon = style({ inlineSize: "1.1em", blockSize: "1.1em", flexShrink: 0 });

const pill = {
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  paddingBlock: "0.125rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.round,
  borderWidth: 1,
  borderStyle: "solid",
  fontWeight: vars.font.weight.medium,
} as const;

// Text and shape carry the state; the colours only echo it (every pair passes 4.5:1).
export const state = styleVariants({
  missing: {
    ...pill,
    borderStyle: "dashed",
    borderColor: vars.color.textMuted,
    color: vars.color.textMuted,
    backgroundColor: vars.color.surface,
  },
  draft: {
    ...pill,
    borderColor: vars.color.border,
    color: vars.color.text,
    backgroundColor: vars.color.surfaceMuted,
  },
  inReview: {
    ...pill,
    borderColor: vars.color.goldStrong,
    color: vars.color.text,
    backgroundColor: vars.color.surfaceMuted,
  },
  scheduled: {
    ...pill,
    borderColor: vars.color.brand,
    color: vars.color.brand,
    backgroundColor: vars.color.surface,
  },
  published: {
    ...pill,
    borderColor: vars.color.positive,
    color: vars.color.textOnBrand,
    backgroundColor: vars.color.positive,
  },
  unpublished: {
    ...pill,
    borderColor: vars.color.critical,
    color: vars.color.critical,
    backgroundColor: vars.color.surface,
  },
} satisfies Record<EditorialState, object>);

export const outdated = style({
  ...pill,
  borderColor: vars.color.critical,
  color: vars.color.critical,
  backgroundColor: vars.color.surface,
  fontWeight: vars.font.weight.bold,
});
