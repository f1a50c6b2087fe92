import { style } from "@vanilla-extract/css";

const inline = {
  display: "inline-block",
  flexShrink: 0,
  verticalAlign: "middle",
} as const;

/** `Icon`: sized by its `size` (the SVG's width and height). */
export const icon = style(inline);

/** The icon components (`ArrowIcon`, …): the size of the text around them unless styled. */
export const glyph = style({ ...inline, inlineSize: "1.25em", blockSize: "1.25em" });

/** Icons that point along the reading direction turn around in right-to-left text. */
export const mirrored = style({
  selectors: { "&:dir(rtl)": { transform: "scaleX(-1)" } },
});
