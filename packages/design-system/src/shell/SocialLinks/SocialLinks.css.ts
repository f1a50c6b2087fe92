import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const socialLinks = style({
  position: "fixed",
  insetInlineStart: vars.space.xs,
  insetBlockStart: "50%",
  zIndex: 15,
  transform: "translateY(-50%)",
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  // 36 px on phones, where the column sits over the page; 44 px from tablets up.
  inlineSize: "2.25rem",
  blockSize: "2.25rem",
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.md,
  transitionProperty: "background-color, transform",
  transitionDuration: vars.motion.fast,
  selectors: {
    "&:hover": { backgroundColor: vars.color.brandStrong, transform: "scale(1.08)" },
  },
  "@media": {
    [media.tablet]: { inlineSize: vars.size.target, blockSize: vars.size.target },
    [media.reducedMotion]: {
      transition: "none",
      selectors: { "&:hover": { transform: "none" } },
    },
  },
});
