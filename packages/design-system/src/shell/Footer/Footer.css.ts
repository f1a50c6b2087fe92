import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";
import { paddingClearOfFloat, paddingClearOfRail } from "../clearance.css";

export const footer = style({
  backgroundColor: vars.color.brandStrong,
  color: vars.color.textOnBrand,
  fontSize: vars.font.size.sm,
  borderBlockStart: `4px solid ${vars.color.gold}`,
});

export const inner = style({
  maxInlineSize: vars.size.container,
  marginInline: "auto",
  paddingBlockStart: vars.space.xxl,
  paddingBlockEnd: paddingClearOfFloat,
  paddingInlineStart: paddingClearOfRail,
  paddingInlineEnd: vars.space.md,
});

export const columns = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "1fr",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "1.3fr 1fr 1fr 1.4fr" },
  },
});

export const column = style({ minInlineSize: 0 });

export const brand = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const tagline = style({ margin: 0, marginBlockEnd: vars.space.lg });

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  paddingBlockEnd: vars.space.xs,
  // Gold reads well on the dark blue (about 7:1); here it underlines, as a bar, and titles.
  color: vars.color.gold,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const office = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  minBlockSize: "1.75rem",
});

export const badge = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.gold,
  color: vars.color.brandStrong,
  fontSize: "0.75rem",
  fontWeight: vars.font.weight.bold,
  lineHeight: "1.5",
});

export const contactList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
});

export const contactTerm = style({ fontWeight: vars.font.weight.bold });

export const contactValue = style({ margin: 0 });

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minBlockSize: vars.size.target,
  color: vars.color.textOnBrand,
  textDecorationLine: "underline",
  textDecorationColor: vars.color.gold,
  textUnderlineOffset: "0.25em",
  selectors: {
    "&:hover": { textDecorationThickness: "2px" },
    "&:focus-visible": { outlineColor: vars.color.textOnBrand },
  },
});

export const quickLink = style([
  link,
  {
    minBlockSize: "2rem",
    textDecorationLine: "none",
    selectors: { "&:hover": { textDecorationLine: "underline" } },
  },
]);

export const newsletterBody = style({ margin: 0, marginBlockEnd: vars.space.md });

export const bottom = style({
  marginBlockStart: vars.space.xxl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: "1px solid currentColor",
});

export const rights = style({ margin: 0 });

export const newsletterPanel = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
