import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const wall = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space.md },
    [media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});

export const tile = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minBlockSize: "5.5rem",
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderBlockEnd: `3px solid ${vars.color.gold}`,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: "center",
  overflowWrap: "anywhere",
});
