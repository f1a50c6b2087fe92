import { globalStyle } from "@vanilla-extract/css";
import { focusRing, vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  fontFamily: vars.font.family,
  fontSize: "100%",
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitTextSizeAdjust: "100%",
  // The scrollbar's place is kept from the first paint: a page painted before the rest of its
  // HTML arrived is short, and the scrollbar that comes with the rest would push every element
  // sideways in Arabic, where it sits on the left (a layout shift, seen by Lighthouse on /ar).
  scrollbarGutter: "stable",
});

globalStyle("body", { margin: 0 });

// Arabic letters join: never space them apart.
globalStyle(":lang(ar), :lang(ar) *", { letterSpacing: "normal !important" });

const { boxShadow: focusEdge, ...focusOutline } = focusRing;
globalStyle(":focus-visible", focusOutline);
// The ring's light edge without weight, so an element's own shadow stays.
globalStyle(":where(:focus-visible)", { boxShadow: focusEdge });

globalStyle("html", {
  "@media": {
    "(prefers-reduced-motion: no-preference)": { scrollBehavior: "smooth" },
  },
});
