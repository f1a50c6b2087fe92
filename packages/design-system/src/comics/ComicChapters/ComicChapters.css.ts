import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const language = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.color.text,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** Mark, chapter and date, then the actions: below on a phone, at the end from a tablet. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "1.5rem minmax(0, 1fr)",
  alignItems: "center",
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "1.5rem minmax(0, 1fr) auto" },
  },
});

/** A read chapter: a check mark and a muted title (the text says so to screen readers). */
export const read = style({});

export const mark = style({ display: "flex", color: vars.color.positive });

export const dot = style({
  inlineSize: "0.625rem",
  blockSize: "0.625rem",
  marginInline: "auto",
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.gold,
});

export const main = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.125rem",
  minInlineSize: 0,
});

export const link = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space.xs,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    [`${read} &`]: { color: vars.color.textMuted, fontWeight: vars.font.weight.medium },
  },
});

/** A chapter being prepared: its name as plain text, then its state (no link to follow). */
export const preparing = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
});

export const preparingMark = style({ color: vars.color.textMuted });

export const number = style({ whiteSpace: "nowrap" });

export const title = style({ fontWeight: vars.font.weight.regular });

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  columnGap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const actions = style({
  gridColumn: "2",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { gridColumn: "3" } },
});

export const download = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minBlockSize: vars.size.target,
  fontSize: vars.font.size.sm,
});
