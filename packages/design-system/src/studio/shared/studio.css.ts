import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

// Styles the studio's parts share: sections, headings, form fields, links, quiet notes.

/** A panel beside the editor (the workflow, the newsletter): a bordered box of its own. */
export const panel = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minInlineSize: 0,
});

export const section = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const heading = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const subheading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const label = style({ fontWeight: vars.font.weight.bold, color: vars.color.text });

export const control = style({
  minBlockSize: vars.size.target,
  inlineSize: "100%",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
});

export const textLink = style({
  color: vars.color.brand,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  overflowWrap: "anywhere",
  selectors: { "&:hover": { color: vars.color.brandStrong } },
});

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

/** A bordered card. */
export const card = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minInlineSize: 0,
});

/** A bare list. */
export const plainList = style({ margin: 0, padding: 0, listStyle: "none" });

/** Label and value side by side (inside a `dl`). */
export const fields = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const term = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const definition = style({ margin: 0, overflowWrap: "anywhere" });
