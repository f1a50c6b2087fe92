import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../tokens/theme.css";

const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const subheading = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  textAlign: "center",
});

export const avatar = style({
  flexShrink: 0,
  borderRadius: vars.radius.round,
  objectFit: "cover",
});

export const avatarSize = styleVariants({
  small: { inlineSize: "3rem", blockSize: "3rem", fontSize: vars.font.size.md },
  large: { inlineSize: "8rem", blockSize: "8rem", fontSize: vars.font.size.display },
});

export const initials = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  "::before": { content: "attr(data-initials)" },
});

/** A list of rows: no bullets, a line between rows. */
export const rows = style({
  display: "flex",
  flexDirection: "column",
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** Thumb, text, actions side by side; on a phone the actions wrap under the text. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  gridTemplateAreas: '"thumb body actions"',
  alignItems: "center",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  "@media": {
    [phone]: {
      gridTemplateColumns: "auto 1fr",
      gridTemplateAreas: '"thumb body" "thumb actions"',
      alignItems: "start",
    },
  },
});

export const rowThumb = style({ gridArea: "thumb" });

export const rowBody = style({
  gridArea: "body",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const rowActions = style({
  gridArea: "actions",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
});

/** A comic's cover at 2:3, small. */
export const cover = style({
  display: "block",
  inlineSize: "3.5rem",
  blockSize: "5.25rem",
  borderRadius: vars.radius.sm,
  objectFit: "cover",
  backgroundColor: vars.color.surfaceMuted,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
});

export const titleLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** A dot between two parts of one line, hidden from assistive technology. */
export const dot = style({ color: vars.color.border });
