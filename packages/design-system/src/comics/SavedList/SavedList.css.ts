import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

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

/** A card and its "Remove" under it. */
export const cell = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  gap: vars.space.xs,
});
