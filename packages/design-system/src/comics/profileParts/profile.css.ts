import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

/** Photo beside the name and facts; stacked and centred on a phone. */
export const header = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  textAlign: "center",
  "@media": {
    [media.tablet]: { flexDirection: "row", alignItems: "flex-start", textAlign: "start" },
  },
});

export const identity = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xs,
  minInlineSize: 0,
  flex: "1 1 auto",
  "@media": { [media.tablet]: { alignItems: "flex-start" } },
});

export const name = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.tablet]: { justifyContent: "flex-start" } },
});

export const follow = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  alignItems: "center",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { justifyContent: "flex-start" } },
});

export const followers = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const heading = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  maxInlineSize: "65ch",
  whiteSpace: "pre-line",
  textAlign: "start",
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** One of a profile's chapters: its link, then its language and date, wrapping on phones. */
export const chapter = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
