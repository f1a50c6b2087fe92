import { createVar, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

const line = `2px solid ${vars.color.border}`;
/** How far a level is indented, and where its connector line runs. */
const indent = createVar();
/** The gap between sibling units. */
const gap = vars.space.sm;
/** From the top of a unit's box to the middle of its first line. */
const connectorTop = "1.3rem";

export const tree = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** A nested level: indented; each unit draws its own piece of the line on the inline start side. */
export const branch = style({
  vars: { [indent]: vars.space.md },
  display: "flex",
  flexDirection: "column",
  gap,
  margin: 0,
  marginBlockStart: gap,
  marginInlineStart: vars.space.sm,
  paddingBlock: 0,
  paddingInlineStart: indent,
  listStyle: "none",
  "@media": {
    [media.tablet]: { vars: { [indent]: vars.space.lg }, marginInlineStart: vars.space.md },
  },
});

export const node = style({
  position: "relative",
  minInlineSize: 0,
  selectors: {
    // The vertical line, from the unit above down to this unit's connector (or past it).
    [`${branch} > &::before`]: {
      content: '""',
      position: "absolute",
      insetBlockStart: `calc(-1 * ${gap})`,
      insetBlockEnd: 0,
      insetInlineStart: `calc(-1 * ${indent})`,
      borderInlineStart: line,
    },
    [`${branch} > &:last-child::before`]: {
      insetBlockEnd: "auto",
      blockSize: `calc(${gap} + ${connectorTop})`,
    },
    // The short horizontal connector to the unit's box.
    [`${branch} > &::after`]: {
      content: '""',
      position: "absolute",
      insetBlockStart: connectorTop,
      insetInlineStart: `calc(-1 * ${indent})`,
      inlineSize: `calc(${indent} - ${vars.space.xxs})`,
      borderBlockStart: line,
    },
  },
});

/**
 * Parallel units (the sectors), side by side from the tablet up, hanging from one horizontal bar.
 */
export const branchGrid = style({
  "@media": {
    [media.tablet]: {
      display: "grid",
      gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
      columnGap: vars.space.md,
      rowGap: vars.space.lg,
      marginBlockStart: vars.space.lg,
      paddingInlineStart: 0,
    },
    [media.desktop]: { gridTemplateColumns: "repeat(auto-fit, minmax(13rem, 1fr))" },
  },
});

export const gridNode = style({
  "@media": {
    [media.tablet]: {
      selectors: {
        // A vertical tick up to the bar, over the box's inline start.
        [`${branchGrid} > &::before, ${branchGrid} > &:last-child::before`]: {
          insetBlockStart: `calc(-1 * ${vars.space.lg})`,
          insetBlockEnd: "auto",
          insetInlineStart: vars.space.lg,
          blockSize: vars.space.lg,
        },
        // The bar, across the top of each column (and the column gap after it).
        [`${branchGrid} > &::after`]: {
          insetBlockStart: `calc(-1 * ${vars.space.lg})`,
          insetInlineStart: 0,
          inlineSize: `calc(100% + ${vars.space.md})`,
        },
        [`${branchGrid} > &:last-child::after`]: {
          inlineSize: `calc(${vars.space.lg} + 2px)`,
        },
      },
    },
  },
});

const box = {
  display: "inline-block",
  maxInlineSize: "100%",
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
} as const;

export const level = styleVariants({
  0: { ...box, backgroundColor: vars.color.brandStrong, color: vars.color.textOnBrand },
  1: { ...box, backgroundColor: vars.color.brand, color: vars.color.textOnBrand },
  2: {
    ...box,
    backgroundColor: vars.color.surface,
    color: vars.color.brand,
    border: `2px solid ${vars.color.brand}`,
  },
  3: {
    ...box,
    backgroundColor: vars.color.surfaceMuted,
    color: vars.color.text,
    borderInlineStart: `4px solid ${vars.color.gold}`,
  },
  4: {
    ...box,
    fontWeight: vars.font.weight.medium,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
  },
});
