import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

/**
 * The chart is a container: its texts are drawn in the SVG's units, so they grow and shrink with
 * the chart. Container queries give narrow charts larger units and wide ones smaller, so the texts
 * stay between about 11 and 19 px whatever the column the chart sits in.
 */
export const figure = style({
  containerType: "inline-size",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  minInlineSize: 0,
  maxInlineSize: "40rem",
  margin: 0,
});

export const caption = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});

export const title = style({
  display: "block",
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
});

export const unit = style({
  display: "block",
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
});

/** Scales with its container; the viewBox fixes the ratio, so nothing moves when it loads. */
export const svg = style({
  display: "block",
  inlineSize: "100%",
  blockSize: "auto",
  overflow: "visible",
});

export const gridline = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  shapeRendering: "crispEdges",
});

export const axis = style({
  stroke: vars.color.textMuted,
  strokeWidth: 1.5,
  shapeRendering: "crispEdges",
});

export const bar = style({ fill: vars.color.brand });

/** The highlighted bar (the latest year): gold dark enough for 3:1 against the surface. */
export const barHighlight = style({ fill: vars.color.goldStrong });

/** Text sizes in SVG units, per width of the chart (see `figure`). */
const chartText = style({
  fontSize: "17px",
  "@container": {
    "(inline-size >= 360px)": { fontSize: "14px" },
    "(inline-size >= 480px)": { fontSize: "12px" },
    "(inline-size >= 560px)": { fontSize: "11px" },
  },
});

export const value = style([
  chartText,
  {
    fill: vars.color.text,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: "tabular-nums",
    // A figure keeps its own direction (a minus sign stays before the digits in rtl).
    unicodeBidi: "plaintext",
    // A halo of the surface under the glyphs: a gridline behind a value never crosses it.
    stroke: vars.color.surface,
    strokeWidth: "4px",
    strokeLinejoin: "round",
    paintOrder: "stroke",
  },
]);

/** The highlighted bar's value: goldStrong on the surface is about 4.8:1. */
export const valueHighlight = style({ fill: vars.color.goldStrong });

export const category = style([chartText, { fill: vars.color.textMuted }]);
