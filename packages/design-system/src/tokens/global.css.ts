import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  fontFamily: vars.font.family,
  fontSize: "100%",
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitTextSizeAdjust: "100%",
});

globalStyle("body", { margin: 0 });

// Arabic letters join: never space them apart.
globalStyle(":lang(ar), :lang(ar) *", { letterSpacing: "normal !important" });

globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});

globalStyle("html", {
  "@media": {
    "(prefers-reduced-motion: no-preference)": { scrollBehavior: "smooth" },
  },
});
