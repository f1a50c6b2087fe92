import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const article = style({
  paddingBlock: vars.space.xl,
  "@media": { [media.tablet]: { paddingBlock: vars.space.xxl } },
});

export const header = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.lg,
  marginBlockEnd: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
  textWrap: "balance",
  "@media": { [media.tablet]: { fontSize: vars.font.size.display } },
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});

export const metaItem = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
});

export const summary = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const paragraph = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  marginBlockStart: vars.space.xl,
  paddingBlock: vars.space.md,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const shareHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const shareList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const shareLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  inlineSize: vars.size.target,
  blockSize: vars.size.target,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brand,
  backgroundColor: vars.color.surface,
  selectors: {
    "&:hover": {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
  },
});

export const comments = style({
  marginBlockStart: vars.space.xl,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const commentsHeading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand,
});

export const commentList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const comment = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const commentMeta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: vars.space.sm,
  margin: 0,
});

export const commentAuthor = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const commentDate = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const commentBody = style({
  margin: 0,
  color: vars.color.text,
});

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: "center",
});

/** A little more room between the byline and the picture than between the header's lines. */
export const image = style({ marginBlock: vars.space.xs });
