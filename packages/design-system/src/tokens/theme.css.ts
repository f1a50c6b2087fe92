import { createGlobalTheme } from "@vanilla-extract/css";
import { breakpoints, tokens } from "./values";

export { breakpoints, textFont } from "./values";

/** The one theme contract: every style in the design system reads these variables. */
export const vars = createGlobalTheme(":root", tokens);

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;
