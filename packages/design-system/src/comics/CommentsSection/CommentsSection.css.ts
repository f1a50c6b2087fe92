import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const comment = style({ display: "flex", alignItems: "flex-start", gap: vars.space.sm });

/** A photo or initials in the same round 40 px box. */
export const avatar = style({
  flex: "none",
  display: "grid",
  placeItems: "center",
  inlineSize: "2.5rem",
  blockSize: "2.5rem",
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.font.weight.bold,
  objectFit: "cover",
});

/** A deleted account: an empty, quiet circle. */
export const noAuthor = style({
  backgroundColor: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minInlineSize: 0,
  flex: "1 1 auto",
});

export const byline = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: vars.space.sm,
  margin: 0,
});

export const author = style({ fontWeight: vars.font.weight.bold });

export const deleted = style({ fontStyle: "italic", color: vars.color.textMuted });

export const time = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The comment as written: its line breaks kept, long words wrapped. */
export const text = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" });

export const empty = style({ margin: 0, color: vars.color.textMuted });
