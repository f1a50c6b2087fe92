import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { visuallyHiddenRules } from "../../components/VisuallyHidden/VisuallyHidden.css";
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
  selectors: {
    "&:focus-visible": { outlineOffset: "-3px" },
    // Full screen: the reader is the screen, with no frame around it.
    "&:fullscreen": { borderRadius: 0, overflow: "auto", vars: { "--reader-offset": "0px" } },
  },
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

/** The title and, under it, who translated the chapter: together where the title alone stands. */
export const heading = style({
  flex: "1 1 12rem",
  // A grid, not a column of flex items: the title's own flex basis is a width, not a height.
  display: "grid",
  gap: vars.space.xxs,
});

export const credits = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
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
  // Phones: seven tools of a finger's width, side by side, in one row down to a 390 px screen.
  gap: 0,
  // From tablets up, a row of its own under the title and each group on a line of its own, with
  // room to spare: where a tool falls must not hang on the font, or Cairo's arrival after the
  // fallback's first paint would move the page (layout shift).
  "@media": {
    [media.tablet]: {
      flexBasis: "100%",
      flexDirection: "column",
      alignItems: "start",
      gap: vars.space.xs,
    },
  },
});

/**
 * Reading's tools, then the screen's and the chapter's: one row of icons on phones, a line each
 * from tablets up.
 */
export const toolGroup = style({
  display: "contents",
  "@media": {
    [media.tablet]: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      gap: vars.space.xs,
    },
  },
});

/** Out of sight on phones (the tool shows its icon there), read by screen readers everywhere. */
const hiddenOnPhones = {
  ...visuallyHiddenRules,
  "@media": {
    [media.tablet]: {
      position: "static",
      inlineSize: "auto",
      blockSize: "auto",
      margin: 0,
      overflow: "visible",
      clip: "auto",
      clipPath: "none",
    },
  },
} as const;

/** A tool's words: its name, shown from the tablet up; on phones, its icon stands for it. */
export const toolText = style(hiddenOnPhones);

/** A tool's icon, on phones only (the bar keeps to one row of tools there). */
export const toolIcon = style({
  inlineSize: "1.25rem",
  blockSize: "1.25rem",
  "@media": { [media.tablet]: { display: "none" } },
});

/** An icon shown at every width, where the icon says it all (zoom out, zoom in). */
export const iconAlways = style({ inlineSize: "1.25rem", blockSize: "1.25rem" });

/** A phone's tool: a finger's width. */
globalStyle(`${tools} button`, {
  minInlineSize: vars.size.target,
  paddingInline: 0,
  justifyContent: "center",
  "@media": { [media.tablet]: { minInlineSize: "auto", paddingInline: vars.space.sm } },
});

export const toolLink = style({
  display: "inline-flex",
  whiteSpace: "nowrap",
  alignItems: "center",
  gap: vars.space.xxs,
  justifyContent: "center",
  minBlockSize: vars.size.target,
  minInlineSize: vars.size.target,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  "@media": { [media.tablet]: { paddingInline: vars.space.xs } },
});

/** The stage and, when asked for, the page's text: beside it from tablets up, under it on phones. */
export const body = style({
  flex: "1 1 auto",
  minBlockSize: 0,
  display: "flex",
  flexDirection: "column",
  "@media": {
    [media.tablet]: {
      selectors: { [`${root}[data-mode='paged'] &`]: { flexDirection: "row", flexBasis: 0 } },
    },
  },
});

/** The shown pages' transcripts, in the chapter's language and direction. */
export const pageText = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  overflowY: "auto",
  borderBlockStart: `1px solid ${vars.color.border}`,
  selectors: { "&[hidden]": { display: "none" } },
  "@media": {
    [media.tablet]: {
      selectors: {
        [`${root}[data-mode='paged'] &`]: {
          flex: "0 0 min(22rem, 35%)",
          borderBlockStart: "none",
          borderInlineStart: `1px solid ${vars.color.border}`,
        },
      },
    },
  },
});

export const pageTextPage = style({ display: "grid", gap: vars.space.xs });
export const pageTextHeading = style({ margin: 0, fontSize: vars.font.size.md });
/** A page's lines as its translator wrote them, one under the other. */
const transcriptText = {
  margin: 0,
  whiteSpace: "pre-line",
  lineHeight: vars.font.lineHeight.normal,
};
globalStyle(`${pageTextPage} p`, transcriptText);
export const pageTextMissing = style({ color: vars.color.textMuted });

/** A strip page's transcript, under it. */
export const stripText = style({
  ...transcriptText,
  maxInlineSize: "48rem",
  marginInline: "auto",
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: { "&[hidden]": { display: "none" } },
});

/** The stage: the pages and their tap zones. */
export const stage = style({
  position: "relative",
  flex: "1 1 auto",
  minBlockSize: 0,
  minInlineSize: 0,
  display: "grid",
  placeItems: "center",
  overflow: "hidden",
  // Two fingers on the page are the reader's own pinch (PagedView), not the browser's.
  touchAction: "pan-y",
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
  inlineSize: "calc(100cqi * var(--reader-zoom, 1))",
  "@media": {
    [media.tablet]: {
      inlineSize: "calc(min(100cqi, calc(100cqb * var(--page-ratio))) * var(--reader-zoom, 1))",
    },
    // A swiped page slides in from the side the finger pushed it from, unless motion is reduced.
    "(prefers-reduced-motion: no-preference)": {
      selectors: {
        "&[data-enter='from-left']": { animation: `${slideFromLeft} ${vars.motion.fast} ease-out` },
        "&[data-enter='from-right']": {
          animation: `${slideFromRight} ${vars.motion.fast} ease-out`,
        },
      },
    },
  },
  selectors: {
    "&[hidden]": { display: "none" },
    // Centred on the stage, under everything, and clipped to its middle two pixels, which the
    // shown page covers (PagedView puts a page under a single page fitted whole only).
    "&[data-under]": {
      position: "absolute",
      inset: 0,
      margin: "auto",
      zIndex: -1,
      clipPath: "inset(calc(50% - 1px))",
      pointerEvents: "none",
      animation: "none",
    },
  },
});

export const strip = style({
  display: "flex",
  flexDirection: "column",
  inlineSize: "100%",
  cursor: "pointer",
});

export const stripImage = style({
  ...pageImage,
  inlineSize: "100%",
  marginInline: "auto",
  selectors: {
    [`${root}[data-strip='narrow'] &`]: { maxInlineSize: "36rem" },
    [`${root}[data-strip='medium'] &`]: { maxInlineSize: "48rem" },
  },
});

// Paged fits other than the whole page, and a zoomed page: the stage scrolls to the rest of it.
globalStyle(`${root}:is(:not([data-fit='screen']), [data-zoomed]) ${stage}`, {
  overflow: "auto",
  placeItems: "start center",
  touchAction: "pan-x pan-y",
});
globalStyle(`${root}[data-zoomed] ${pagedImage}`, { maxInlineSize: "none" });
globalStyle(`${root}[data-fit='width'] ${pagedImage}`, {
  inlineSize: "calc(100cqi * var(--reader-zoom, 1))",
  "@media": { [media.tablet]: { inlineSize: "calc(100cqi * var(--reader-zoom, 1))" } },
});
globalStyle(`${root}[data-fit='height'] ${pagedImage}`, {
  inlineSize: "auto",
  maxInlineSize: "none",
  blockSize: "calc((100svh - var(--reader-offset, 7rem) - 8rem) * var(--reader-zoom, 1))",
  "@media": {
    [media.tablet]: { inlineSize: "auto", blockSize: "calc(100cqb * var(--reader-zoom, 1))" },
  },
});
globalStyle(`${root}[data-fit='original'] ${pagedImage}`, {
  inlineSize: "calc(var(--page-width) * 1px * var(--reader-zoom, 1))",
  maxInlineSize: "none",
  "@media": {
    [media.tablet]: { inlineSize: "calc(var(--page-width) * 1px * var(--reader-zoom, 1))" },
  },
});

// Two pages side by side, each at most half the stage's width, meeting at the fold.
globalStyle(`${stage}[data-spread]`, {
  display: "flex",
  justifyContent: "center",
  alignItems: "center",
});
globalStyle(`${stage}[data-spread] ${pagedImage}`, {
  "@media": {
    [media.tablet]: {
      inlineSize: "calc(min(50cqi, calc(100cqb * var(--page-ratio))) * var(--reader-zoom, 1))",
    },
  },
});

/** The zoom's buttons around its percentage. */
export const zoom = style({
  display: "inline-flex",
  alignItems: "center",
  "@media": { [media.tablet]: { gap: vars.space.xxs } },
});
export const zoomLevel = style({
  ...hiddenOnPhones,
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
  "@media": {
    [media.tablet]: { ...hiddenOnPhones["@media"][media.tablet], minInlineSize: "3.5rem" },
  },
});

/** The settings dialog's choices. */
export const settings = style({ display: "grid", gap: vars.space.md, justifyItems: "start" });
export const choices = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
});
export const choicesLegend = style({
  fontWeight: vars.font.weight.bold,
  marginBlockEnd: vars.space.xs,
});
export const choice = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minBlockSize: vars.size.target,
  cursor: "pointer",
});

/** The keyboard shortcuts' list. */
export const shortcuts = style({ display: "grid", gap: vars.space.sm, margin: 0 });
export const shortcut = style({
  display: "grid",
  gridTemplateColumns: "minmax(10rem, 1fr) 1fr",
  gap: vars.space.sm,
  alignItems: "baseline",
});
export const shortcutKeys = style({ margin: 0 });
export const shortcutDoes = style({ margin: 0 });
export const kbd = style({
  display: "inline-block",
  paddingInline: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  fontFamily: "inherit",
  fontSize: vars.font.size.sm,
  whiteSpace: "nowrap",
});

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

/** A strip's "previous page": the down chevron turned up. */
export const upIcon = style({ transform: "rotate(180deg)" });

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
