import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

// Paged: on tablets and up the reader fills the viewport below the reading frame's bar (the
// caller may set --reader-offset) and each page is fitted to the stage's height; on phones a page
// takes the full width. Vertical: a strip of full-width pages with bars that stick.

export const root = style({
  display: "flex",
  flexDirection: "column",
  backgroundColor: vars.color.text,
  borderRadius: vars.radius.md,
  overflow: "clip",
  selectors: { "&:focus-visible": { outlineOffset: "-3px" } },
  "@media": {
    [media.tablet]: {
      selectors: {
        "&[data-mode='paged']": { blockSize: "calc(100svh - var(--reader-offset, 7rem))" },
      },
    },
  },
});

const bar = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  zIndex: 1,
} as const;

export const topBar = style({
  ...bar,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: {
    [`${root}[data-chrome='hidden'] &`]: { display: "none" },
    [`${root}[data-mode='vertical'] &`]: { position: "sticky", insetBlockStart: 0 },
  },
});

export const bottomBar = style({
  ...bar,
  flexDirection: "column",
  alignItems: "stretch",
  borderBlockStart: `1px solid ${vars.color.border}`,
  // The pager's layout follows the bar's width (a narrow strip on a wide screen too).
  containerType: "inline-size",
  // In view below a page taller than the screen (phones, strips): the pager and the end offer.
  position: "sticky",
  insetBlockEnd: 0,
  selectors: { [`${root}[data-chrome='hidden'] &`]: { display: "none" } },
});

export const back = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minBlockSize: vars.size.target,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
});

export const title = style({
  flex: "1 1 12rem",
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
});

export const position = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});

export const tools = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
});

export const toolLink = style({
  display: "inline-flex",
  whiteSpace: "nowrap",
  alignItems: "center",
  gap: vars.space.xxs,
  minBlockSize: vars.size.target,
  paddingInline: vars.space.xs,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
});

/** The stage: the pages and their tap zones. */
export const stage = style({
  position: "relative",
  flex: "1 1 auto",
  minBlockSize: 0,
  display: "grid",
  placeItems: "center",
  overflow: "hidden",
  touchAction: "pan-y pinch-zoom",
  userSelect: "none",
  cursor: "pointer",
  containerType: "inline-size",
  "@media": { [media.tablet]: { flexBasis: 0, containerType: "size" } },
});

const slideFromLeft = keyframes({ from: { transform: "translateX(-6%)", opacity: 0.4 } });
const slideFromRight = keyframes({ from: { transform: "translateX(6%)", opacity: 0.4 } });

const pageImage = {
  display: "block",
  blockSize: "auto",
  maxInlineSize: "100%",
  backgroundColor: vars.color.surfaceMuted,
  backgroundSize: "cover",
  backgroundRepeat: "no-repeat",
} as const;

export const pagedImage = style({
  ...pageImage,
  inlineSize: "100cqi",
  "@media": {
    [media.tablet]: { inlineSize: "min(100cqi, calc(100cqb * var(--page-ratio)))" },
    // A page turn slides in from the side the page came from, unless motion is reduced.
    "(prefers-reduced-motion: no-preference)": {
      selectors: {
        "&[data-enter='from-left']": { animation: `${slideFromLeft} ${vars.motion.fast} ease-out` },
        "&[data-enter='from-right']": {
          animation: `${slideFromRight} ${vars.motion.fast} ease-out`,
        },
      },
    },
  },
  selectors: { "&[hidden]": { display: "none" } },
});

export const strip = style({
  display: "flex",
  flexDirection: "column",
  inlineSize: "100%",
  cursor: "pointer",
});

export const stripImage = style({ ...pageImage, inlineSize: "100%" });

/** The end of the strip: seen once the last page is scrolled to its end. */
export const stripEnd = style({ blockSize: "1px" });

/** Page buttons, slider and chapter links, laid out in the comic's direction (`dir`). */
export const pager = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr 1fr auto",
  gridTemplateAreas: `"previous slider slider next" "previousChapter previousChapter nextChapter nextChapter"`,
  alignItems: "center",
  gap: vars.space.xs,
  "@container": {
    "(min-width: 40rem)": {
      gridTemplateColumns: "auto auto 1fr auto auto",
      gridTemplateAreas: `"previousChapter previous slider next nextChapter"`,
    },
  },
});

export const area = {
  previous: style({ gridArea: "previous" }),
  next: style({ gridArea: "next" }),
  slider: style({ gridArea: "slider", inlineSize: "100%", accentColor: vars.color.brand }),
  previousChapter: style({ gridArea: "previousChapter", justifySelf: "start" }),
  nextChapter: style({ gridArea: "nextChapter", justifySelf: "end" }),
};

export const pageButton = style({
  display: "inline-grid",
  placeItems: "center",
  inlineSize: vars.size.target,
  blockSize: vars.size.target,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.4, cursor: "not-allowed" } },
});

export const verticalIcon = style({ transform: "rotate(90deg)" });

export const end = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  textAlign: "center",
});

export const endTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const endText = style({ margin: 0, color: vars.color.textMuted });

/** The direction control: a segmented row of native radios. */
export const segmented = style({
  display: "inline-grid",
  gridAutoFlow: "column",
  gridAutoColumns: "auto",
  // On the narrowest bars a choice's words wrap to a second line rather than being cut.
  maxInlineSize: "100%",
  margin: 0,
  padding: 0,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

export const segment = style({ position: "relative", display: "flex", minInlineSize: 0 });

export const segmentInput = style({
  position: "absolute",
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: "pointer",
});

export const segmentText = style({
  display: "inline-flex",
  alignItems: "center",
  minBlockSize: "2.5rem",
  paddingInline: vars.space.xs,
  fontSize: vars.font.size.sm,
  justifyContent: "center",
  blockSize: "100%",
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: "center",
  color: vars.color.brand,
  backgroundColor: vars.color.surface,
});

globalStyle(`${segmentInput}:checked + ${segmentText}`, {
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
});
globalStyle(`${segmentInput}:focus-visible + ${segmentText}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "-5px",
});
