import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../tokens/theme.css";

export const languageSwitch = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minBlockSize: vars.size.target,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.round,
  fontWeight: vars.font.weight.bold,
  textDecoration: "none",
  whiteSpace: "nowrap",
});

/** The header it sits in: a light one (the site's) or a dark brand bar (the reader's). */
export const tone = styleVariants({
  light: {
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.brand,
    selectors: {
      "&:hover": { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.brand },
    },
  },
  dark: {
    border: `1px solid ${vars.color.gold}`,
    backgroundColor: "transparent",
    color: vars.color.textOnBrand,
    selectors: { "&:hover": { backgroundColor: vars.color.brand } },
  },
});

/**
 * The language's name, by that language. "العربية" is an English page's only Arabic: it is set in
 * Cairo cut down to its own glyphs, so the page never loads Cairo's 31 KB Arabic subset. "English"
 * on an Arabic page keeps Cairo, whose Latin subset that page loads anyway (spaces, digits).
 */
export const label = styleVariants({
  en: {},
  ar: { fontFamily: vars.font.arabicLabel },
});
