import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/** A console section: its heading line, then its list. */
export const section = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** One entry: a bordered card. */
export const card = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minInlineSize: 0,
});

export const entryHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
});

/** The entry's details: label and value side by side. */
export const fields = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const label = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const value = style({ margin: 0, overflowWrap: "anywhere" });

/** What a person wrote: kept as written, line breaks included. */
export const body = style({
  margin: 0,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  lineHeight: vars.font.lineHeight.normal,
});

export const textLink = style({
  color: vars.color.brand,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  selectors: { "&:hover": { color: vars.color.brandStrong } },
});

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const pages = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.lg,
  minBlockSize: vars.size.target,
});

/** A section's filter form (GET): its fields and button on one line where they fit. */
export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space.sm,
});

export const filterField = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minInlineSize: 0,
  flex: "1 1 16rem",
  maxInlineSize: "28rem",
});

export const filterLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const filterControl = style({
  minBlockSize: vars.size.target,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  maxInlineSize: "100%",
});
