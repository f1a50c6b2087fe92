import { style } from "@vanilla-extract/css";
import { visuallyHiddenRules } from "../../components/VisuallyHidden/VisuallyHidden.css";
import { breakpoints, media, vars } from "../../tokens/theme.css";

const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;
/** Phones and the tight desktop row (the navigation's groups need the room): no name shown. */
const nameless = `${phone}, screen and (min-width: ${breakpoints.desktop}px) and (max-width: 1199.98px)`;

/**
 * From the tablet up the panel hangs from the button. On a phone it spans the positioned block
 * around it (the header), under it, as a button near the middle of 360 px has no room to hang from.
 */
export const root = style({
  "@media": { [media.tablet]: { position: "relative" } },
});

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minInlineSize: vars.size.target,
  minBlockSize: vars.size.target,
  padding: "5px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: "inherit",
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  cursor: "pointer",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.brand },
    '&[aria-expanded="true"]': { borderColor: vars.color.brand },
  },
  "@media": { [media.tablet]: { paddingInlineEnd: vars.space.sm } },
});

export const avatar = style({
  flexShrink: 0,
  inlineSize: "2rem",
  blockSize: "2rem",
  borderRadius: vars.radius.round,
  objectFit: "cover",
});

export const initials = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.font.size.sm,
  lineHeight: 1,
  "::before": { content: "attr(data-initials)" },
});

/** Out of sight where there is no room (still in the button's accessible name). */
export const name = style({
  maxInlineSize: "10rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  "@media": { [nameless]: visuallyHiddenRules },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.brand,
  transitionProperty: "transform",
  transitionDuration: vars.motion.fast,
  selectors: { '[aria-expanded="true"] > &': { transform: "rotate(180deg)" } },
  "@media": { [nameless]: { display: "none" }, [media.reducedMotion]: { transition: "none" } },
});

export const panel = style({
  position: "absolute",
  zIndex: 30,
  insetBlockStart: "100%",
  insetInline: vars.space.sm,
  padding: vars.space.xs,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  "@media": {
    [media.tablet]: {
      insetBlockStart: `calc(100% + ${vars.space.xxs})`,
      insetInlineStart: "auto",
      insetInlineEnd: 0,
      minInlineSize: "16rem",
    },
  },
});

export const signedIn = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: "anywhere",
});

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.125rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** Log out sits apart from the pages, after a rule. */
export const separated = style({
  marginBlockStart: vars.space.xxs,
  paddingBlockStart: vars.space.xxs,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const item = style({
  display: "flex",
  alignItems: "center",
  inlineSize: "100%",
  minBlockSize: vars.size.target,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  borderInlineStart: "3px solid transparent",
  background: "none",
  color: vars.color.text,
  fontFamily: "inherit",
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: "start",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surfaceMuted, color: vars.color.brand },
    '&[aria-current="page"]': {
      borderInlineStartColor: vars.color.gold,
      color: vars.color.brand,
      fontWeight: vars.font.weight.bold,
    },
  },
});

/** Signed out: a pill like the language switch beside it; on a phone, a round icon. */
export const login = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minInlineSize: vars.size.target,
  minBlockSize: vars.size.target,
  paddingInline: 0,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.font.weight.bold,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: { "&:hover": { backgroundColor: vars.color.brandStrong } },
  "@media": { [media.tablet]: { paddingInline: vars.space.sm } },
});

export const loginIcon = style({
  inlineSize: "1.5rem",
  blockSize: "1.5rem",
  "@media": { [media.tablet]: { display: "none" } },
});

export const loginText = style({
  "@media": { [phone]: visuallyHiddenRules },
});

/** The avatar with the unread badge on its end corner. */
export const avatarFrame = style({ position: "relative", display: "inline-flex", flexShrink: 0 });

const badgeBase = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minInlineSize: "1.25rem",
  blockSize: "1.25rem",
  paddingInline: "0.3rem",
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.critical,
  color: vars.color.textOnBrand,
  fontSize: "0.75rem",
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  "::before": { content: "attr(data-count)" },
} as const;

export const badge = style({
  ...badgeBase,
  position: "absolute",
  insetBlockStart: "-0.4rem",
  insetInlineEnd: "-0.5rem",
  border: `2px solid ${vars.color.surface}`,
});

export const notifications = style({ justifyContent: "space-between", gap: vars.space.xs });

export const menuBadge = style(badgeBase);
