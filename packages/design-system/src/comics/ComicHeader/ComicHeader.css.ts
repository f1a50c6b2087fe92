import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

/** Cover above the text on a phone, at the start side from a tablet. */
export const header = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": { [media.tablet]: { gridTemplateColumns: "15rem minmax(0, 1fr)" } },
});

/** Its 2:3 box reserved before it loads; narrower on a phone. */
export const cover = style({
  inlineSize: "min(100%, 12rem)",
  blockSize: "auto",
  aspectRatio: "2 / 3",
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  "@media": { [media.tablet]: { inlineSize: "100%" } },
});

export const main = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minInlineSize: 0,
});

export const names = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
});

export const translated = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.color.textMuted,
});

export const otherNames = style({ margin: 0, color: vars.color.textMuted });

export const otherLabel = style({ fontWeight: vars.font.weight.bold, color: vars.color.text });

export const rating = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  fontWeight: vars.font.weight.bold,
});

export const description = style({ margin: 0, whiteSpace: "pre-line" });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({ display: "flex", flexDirection: "column", gap: "0.125rem" });

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const detail = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const inlineList = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const read = style({ textDecoration: "none", gap: vars.space.xs });

export const follow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space.xs,
});

export const followers = style({
  alignSelf: "center",
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const ownRating = style({ flexBasis: "100%" });

export const rateVisitor = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xs,
});
