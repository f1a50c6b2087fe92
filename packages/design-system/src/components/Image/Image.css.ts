import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const image = style({
  display: "block",
  maxInlineSize: "100%",
  blockSize: "auto",
  // The placeholder colour while the image loads; its box is already reserved.
  backgroundColor: vars.color.surfaceMuted,
});

export const ratio = styleVariants({
  "1/1": { aspectRatio: "1 / 1", inlineSize: "100%" },
  "4/3": { aspectRatio: "4 / 3", inlineSize: "100%" },
  "3/2": { aspectRatio: "3 / 2", inlineSize: "100%" },
  "16/9": { aspectRatio: "16 / 9", inlineSize: "100%" },
  "21/9": { aspectRatio: "21 / 9", inlineSize: "100%" },
});

export const fit = styleVariants({
  cover: { objectFit: "cover" },
  contain: { objectFit: "contain" },
});

export const radius = styleVariants(vars.radius, (value) => ({ borderRadius: value }));
