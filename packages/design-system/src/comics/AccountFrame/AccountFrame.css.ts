import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

/** The menu above the page on a phone; beside it, at the reading start, from a tablet up. */
export const frame = style({
  display: "grid",
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "minmax(12rem, 16rem) minmax(0, 1fr)",
      alignItems: "start",
    },
  },
});

export const content = style({ display: "grid", gap: vars.space.xl, minInlineSize: 0 });
