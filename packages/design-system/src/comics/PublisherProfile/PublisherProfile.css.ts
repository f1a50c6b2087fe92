import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  "@media": { [media.tablet]: { justifyContent: "flex-start" } },
});

export const fact = style({ display: "flex", flexDirection: "column", gap: "0.125rem" });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const detail = style({ margin: 0, fontWeight: vars.font.weight.bold });

/** Two cards a row on a phone, three from the tablet, four on a desktop. */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});
