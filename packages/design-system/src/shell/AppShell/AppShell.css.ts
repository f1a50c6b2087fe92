import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";
import { bottomFloat, paddingClearOfRail, startRail } from "../clearance.css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  minBlockSize: "100vh",
});

/** With the floating parts: content keeps clear of them (see `clearance.css.ts`). */
export const withFloating = style({
  vars: {
    // The social column: its inset, 36 px buttons, a gap.
    [startRail]: `calc(${vars.space.xs} * 2 + 2.25rem)`,
    // The contact toggle: its inset, 56 px, a gap.
    [bottomFloat]: `calc(${vars.space.md} * 2 + 3.5rem)`,
  },
  "@media": {
    [media.tablet]: {
      vars: {
        [startRail]: `calc(${vars.space.xs} * 2 + ${vars.size.target})`,
        [bottomFloat]: `calc(${vars.space.lg} * 2 + 3.5rem)`,
      },
    },
  },
});

export const main = style({
  flex: "1 0 auto",
  inlineSize: "100%",
  maxInlineSize: vars.size.container,
  marginInline: "auto",
  paddingBlock: vars.space.xl,
  paddingInlineStart: paddingClearOfRail,
  paddingInlineEnd: vars.space.md,
  // A focused landmark (skip link target) needs no ring; this outranks the global :focus-visible.
  selectors: { "&:focus, &:focus-visible": { outline: "none" } },
});

/** Off screen until focused, then at the top start corner, above everything. */
export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space.md,
  insetBlockStart: vars.space.md,
  zIndex: 70,
  display: "inline-flex",
  alignItems: "center",
  minBlockSize: vars.size.target,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.font.weight.bold,
  boxShadow: vars.shadow.md,
  transform: "translateY(calc(-100% - 2rem))",
  selectors: { "&:focus": { transform: "none" } },
});
