import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const list = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

/** The filters: stacked on a phone, in a row from a tablet up. */
export const filters = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "minmax(12rem, 2fr) minmax(10rem, 1fr) minmax(10rem, 1fr)",
      alignItems: "end",
    },
  },
});

export const formActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { gridColumn: "1 / -1" } },
});

/** Scrolls sideways on a phone rather than squeezing the columns. */
export const scroller = style({
  maxInlineSize: "100%",
  overflowX: "auto",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const table = style({
  inlineSize: "100%",
  minInlineSize: "36rem",
  borderCollapse: "collapse",
});

export const caption = style({
  captionSide: "top",
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: "start",
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  color: vars.color.brand,
});

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
  textAlign: "start",
} as const;

export const headerCell = style({
  ...cellBase,
  backgroundColor: vars.color.surfaceMuted,
  fontWeight: vars.font.weight.bold,
  whiteSpace: "nowrap",
});

export const titleCell = style({
  ...cellBase,
  fontWeight: vars.font.weight.bold,
});

export const cell = style(cellBase);

export const badges = style({
  display: "grid",
  gap: vars.space.xxs,
  justifyItems: "start",
  // A state reads as one phrase: the table scrolls rather than breaking it.
  whiteSpace: "nowrap",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const when = style({ display: "block", whiteSpace: "nowrap" });

export const who = style({
  display: "block",
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const pages = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minBlockSize: vars.size.target,
});

export const pageLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minBlockSize: vars.size.target,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  textDecoration: "none",
  selectors: { "&:hover": { backgroundColor: vars.color.surfaceMuted } },
});

export const pageCount = style({ color: vars.color.textMuted });

/** A title keeps a readable measure on a phone: the table scrolls rather than squeezing it. */
export const titleLink = style({ display: "inline-block", minInlineSize: "12rem" });
