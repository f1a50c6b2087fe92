import { style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

export const hero = style({
  position: "relative",
  overflow: "hidden",
  paddingBlock: vars.space.xxl,
  backgroundColor: vars.color.brand,
  // A quiet pattern of gold hairlines, painted, so it never loads or shifts.
  backgroundImage: `linear-gradient(135deg, ${vars.color.brandStrong} 0%, transparent 60%), repeating-linear-gradient(45deg, transparent 0 22px, rgb(199 171 123 / 0.08) 22px 23px)`,
  color: vars.color.textOnBrand,
  "@media": { [media.tablet]: { paddingBlock: vars.space.xxxl } },
});

export const inner = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.gold,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
});

export const title = style({
  margin: 0,
  maxInlineSize: "24ch",
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textOnBrand,
  textWrap: "balance",
  "@media": { [media.tablet]: { fontSize: vars.font.size.display } },
  "::after": {
    content: '""',
    display: "block",
    inlineSize: "4rem",
    blockSize: "4px",
    marginBlockStart: vars.space.md,
    borderRadius: vars.radius.round,
    backgroundColor: vars.color.gold,
  },
});

export const lead = style({
  margin: 0,
  maxInlineSize: "48rem",
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textOnBrand,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
});

/**
 * With a picture: one column under the desktop breakpoint (the picture under the lead, the actions
 * after it), two from it (the text at the inline start, the picture at the inline end).
 */
export const split = style([
  inner,
  {
    "@media": {
      [media.desktop]: {
        display: "grid",
        gridTemplateColumns: "minmax(0, 7fr) minmax(0, 5fr)",
        alignItems: "center",
        columnGap: vars.space.xxl,
      },
    },
  },
]);

/** The text's pieces join the single column on small screens, so the picture can sit among them. */
export const text = style({
  display: "contents",
  "@media": {
    [media.desktop]: {
      display: "flex",
      flexDirection: "column",
      alignItems: "flex-start",
      gap: vars.space.md,
    },
  },
});

/** Full width and rounded under the lead; vertically centred beside the text. */
export const mediaBox = style({
  alignSelf: "stretch",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  "@media": { [media.desktop]: { alignSelf: "center" } },
});

/** Under the picture on small screens (it follows the lead there). */
export const actionsAfterMedia = style({
  order: 1,
  "@media": { [media.desktop]: { order: 0 } },
});
