import { createGlobalTheme } from "@vanilla-extract/css";
import { breakpoints, tokens } from "./values";

export { breakpoints, textFont } from "./values";

/** The one theme contract: every style in the design system reads these variables. */
export const vars = createGlobalTheme(":root", tokens);

/**
 * The focus ring every control shares (`global.css.ts`), for the rules that draw it themselves: a
 * 3 px outline 2 px away, the gap filled with a light edge, unseen on light surfaces, that keeps
 * the ring plain on navy bands, where the blue alone is too dim (`contrast.ts`).
 */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
};

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;
