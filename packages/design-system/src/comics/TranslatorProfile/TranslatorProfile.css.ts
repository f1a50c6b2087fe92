import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

/** About and chapters in the wide column, ratings beside them from the desktop up. */
export const columns = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  "@media": {
    [media.desktop]: {
      gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)",
      gridTemplateAreas: '"about ratings" "chapters ratings"',
      alignItems: "start",
    },
  },
});

export const about = style({ "@media": { [media.desktop]: { gridArea: "about" } } });
export const chapters = style({ "@media": { [media.desktop]: { gridArea: "chapters" } } });

export const ratings = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  "@media": { [media.desktop]: { gridArea: "ratings" } },
});

export const overall = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
});

export const stars = style({ fontSize: vars.font.size.xl });

export const average = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand,
});

export const meters = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
});

export const meterRow = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs });

export const meterValue = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

/** A bar filled from the inline start, in proportion to the score (the browser's look replaced). */
export const meter = style({
  flex: "1 1 auto",
  inlineSize: "auto",
  blockSize: "0.5rem",
  appearance: "none",
  border: 0,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.border,
  overflow: "hidden",
});

globalStyle(`${meter}::-webkit-meter-bar`, {
  blockSize: "0.5rem",
  border: 0,
  borderRadius: vars.radius.round,
  background: vars.color.border,
});

globalStyle(`${meter}::-webkit-meter-optimum-value`, {
  borderRadius: vars.radius.round,
  background: vars.color.brand,
});

globalStyle(`${meter}::-moz-meter-bar`, {
  borderRadius: vars.radius.round,
  background: vars.color.brand,
});

export const rateHeading = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  color: vars.color.brand,
  fontSize: vars.font.size.lg,
});
