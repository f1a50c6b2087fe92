import { style } from "@vanilla-extract/css";
import { breakpoints, media, vars } from "../../tokens/theme.css";
import { paddingClearOfRail } from "../clearance.css";

/** Desktop widths narrower than the container, where the navigation row is tight. */
const narrowDesktop = `screen and (min-width: ${breakpoints.desktop}px) and (max-width: 1199.98px)`;

export const header = style({
  position: "relative",
  zIndex: 20,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  maxInlineSize: vars.size.container,
  marginInline: "auto",
  paddingBlock: vars.space.xs,
  // On phones the social column sits at mid-height, below the header, which then takes the
  // whole width (the brand, the language switch and the menu button fit 360 px). From the
  // tablet up it aligns with the page content, which keeps clear of the column.
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.md,
  minBlockSize: "4.5rem",
  "@media": { [media.tablet]: { paddingInlineStart: paddingClearOfRail } },
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minBlockSize: vars.size.target,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: "none",
  // On a phone the name may wrap rather than push the menu button off screen (a fallback
  // face, or a larger text setting, can make it wider than the one it was measured in).
  minInlineSize: 0,
  "@media": {
    [media.tablet]: { whiteSpace: "nowrap" },
    [narrowDesktop]: { fontSize: vars.font.size.lg },
  },
});

/** The brand mark: a gold bar before the name. */
export const brandMark = style({
  display: "inline-block",
  inlineSize: "0.375rem",
  blockSize: "1.75rem",
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.gold,
});

export const actions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  marginInlineStart: "auto",
  flexShrink: 0,
});

/* Desktop navigation: disclosure menus. */

export const desktopNav = style({
  display: "none",
  "@media": { [media.desktop]: { display: "block", flex: "1 1 auto" } },
});

export const groupList = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  columnGap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const groupItem = style({ position: "relative" });

export const groupButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minBlockSize: vars.size.target,
  paddingInline: vars.space.xxs,
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: "transparent",
  color: vars.color.text,
  fontFamily: "inherit",
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: "pointer",
  whiteSpace: "nowrap",
  boxShadow: "inset 0 -3px 0 transparent",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceMuted, color: vars.color.brand },
    '&[aria-expanded="true"]': {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.brand,
    },
    // The group of the current page: a gold bar under its label.
    "&[data-current]": { color: vars.color.brand, boxShadow: `inset 0 -3px 0 ${vars.color.gold}` },
  },
});

export const chevron = style({
  transitionProperty: "transform",
  transitionDuration: vars.motion.fast,
  selectors: { '[aria-expanded="true"] > &': { transform: "rotate(180deg)" } },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const panel = style({
  position: "absolute",
  insetBlockStart: `calc(100% + ${vars.space.xxs})`,
  insetInlineStart: 0,
  zIndex: 30,
  minInlineSize: "15rem",
  margin: 0,
  padding: vars.space.xs,
  listStyle: "none",
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: {
    // The last groups open towards the start, so their menu stays inside the viewport.
    '&[data-align="end"]': { insetInlineStart: "auto", insetInlineEnd: 0 },
  },
});

export const navLink = style({
  display: "flex",
  alignItems: "center",
  minBlockSize: vars.size.target,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  borderInlineStart: "3px solid transparent",
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceMuted, color: vars.color.brand },
    '&[aria-current="page"]': {
      borderInlineStartColor: vars.color.gold,
      color: vars.color.brand,
      fontWeight: vars.font.weight.bold,
    },
  },
});

/* Mobile navigation: a menu button and a sheet. */

export const menuButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  inlineSize: vars.size.target,
  blockSize: vars.size.target,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  cursor: "pointer",
  selectors: { "&:hover": { backgroundColor: vars.color.surfaceMuted } },
  "@media": { [media.desktop]: { display: "none" } },
});

export const mobileNav = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});

export const mobileGroupTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const mobileList = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const mobileLanguage = style({
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
