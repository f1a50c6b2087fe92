import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

/** One column on a phone; from a tablet, latest chapters (2/3) beside the genres (1/3). */
export const catalog = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gridTemplateAreas: `"latest" "genres" "popular"`,
  gap: vars.space.xl,
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)",
      gridTemplateAreas: `"latest genres" "popular popular"`,
    },
  },
});

export const latest = style({ gridArea: "latest" });
export const genres = style({ gridArea: "genres", alignSelf: "start" });
export const popular = style({ gridArea: "popular" });
