import { globalStyle, style } from "@vanilla-extract/css";
import { richTextDirection } from "../../richText/direction";
import { vars } from "../../tokens/theme.css";

export const editor = style({
  display: "flex",
  flexDirection: "column",
  minInlineSize: 0,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: {
    "&:has([aria-invalid='true'])": { borderColor: vars.color.critical, borderWidth: "3px" },
    "&:focus-within": { borderColor: vars.color.brand },
  },
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
});

/** The first button of a group of related commands: a little room before it. */
export const groupStart = style({ marginInlineStart: vars.space.xs });

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minInlineSize: vars.size.target,
  minBlockSize: vars.size.target,
  padding: 0,
  border: "1px solid transparent",
  borderRadius: vars.radius.sm,
  backgroundColor: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surface, borderColor: vars.color.border },
    "&[aria-pressed='true']": {
      backgroundColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
    "&[aria-disabled='true']": { color: vars.color.textMuted, opacity: 0.5, cursor: "default" },
    "&[aria-disabled='true']:hover": { backgroundColor: "transparent", borderColor: "transparent" },
    "&:focus-visible": {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: "1px",
      position: "relative",
      zIndex: 1,
    },
  },
  "@media": {
    "(prefers-reduced-motion: no-preference)": {
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    },
  },
});

export const mirrored = style({
  selectors: { "&:dir(rtl)": { transform: "scaleX(-1)" } },
});

/** The link's address, under the toolbar while it is being set. */
export const linkPanel = style({
  margin: 0,
  minInlineSize: 0,
  border: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const linkField = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  flex: "1 1 16rem",
  minInlineSize: 0,
});

export const linkLabel = style({ fontWeight: vars.font.weight.bold, color: vars.color.text });

export const linkHint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const linkError = style({
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
});

export const linkInput = style({
  boxSizing: "border-box",
  inlineSize: "100%",
  minBlockSize: vars.size.target,
  paddingInline: vars.space.sm,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  fontFamily: "inherit",
  fontSize: vars.font.size.md,
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&[aria-invalid='true']": { borderColor: vars.color.critical, borderWidth: "3px" },
  },
});

export const linkActions = style({ display: "flex", gap: vars.space.xs });

export const textButton = style({
  minBlockSize: vars.size.target,
  paddingInline: vars.space.md,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontFamily: "inherit",
  fontWeight: vars.font.weight.bold,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const primaryButton = style([
  textButton,
  { backgroundColor: vars.color.brand, color: vars.color.textOnBrand },
]);

/** The editable text: what the page will show, in the edited language's direction. */
export const content = style({
  boxSizing: "border-box",
  minBlockSize: "14rem",
  maxBlockSize: "70vh",
  overflowY: "auto",
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  position: "relative",
  overflowWrap: "break-word",
  whiteSpace: "break-spaces",
  fontVariantLigatures: "none",
  borderEndStartRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&[aria-readonly='true']": { backgroundColor: vars.color.surfaceMuted },
  },
});

// Arabic is written with its ligatures: only Latin text loses them (ProseMirror's advice, for
// the caret), so Arabic letters keep joining.
globalStyle(`${content}:lang(ar), ${content} [lang='ar']`, { fontVariantLigatures: "normal" });
globalStyle(`${content} > * + *`, { marginBlockStart: vars.space.sm });
globalStyle(`${content} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${content} p`, { margin: 0 });
globalStyle(`${content} h2, ${content} h3, ${content} h4`, {
  marginBlock: `${vars.space.md} 0`,
  color: vars.color.brand,
  lineHeight: vars.font.lineHeight.normal,
});
globalStyle(`${content} h2`, { fontSize: vars.font.size.xl });
globalStyle(`${content} h3`, { fontSize: vars.font.size.lg });
globalStyle(`${content} h4`, { fontSize: vars.font.size.md });
// Lists and quotes on the logical sides, each block in its text's direction.
richTextDirection(content);
globalStyle(`${content} ul, ${content} ol`, { margin: 0, padding: 0 });
// The marker hangs in the item's own start margin, so each item may run either way.
globalStyle(`${content} li`, { marginInlineStart: vars.space.lg });
globalStyle(`${content} li > p`, { margin: 0 });
globalStyle(`${content} blockquote`, {
  marginBlock: 0,
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: 0,
  borderInlineStart: `4px solid ${vars.color.gold}`,
  color: vars.color.textMuted,
});
globalStyle(`${content} a`, { color: vars.color.brand, textDecoration: "underline" });
globalStyle(`${content} img`, {
  display: "block",
  maxInlineSize: "100%",
  blockSize: "auto",
  borderRadius: vars.radius.sm,
});
globalStyle(`${content} .tableWrapper`, { overflowX: "auto" });
globalStyle(`${content} table`, {
  borderCollapse: "collapse",
  inlineSize: "100%",
  tableLayout: "fixed",
  margin: 0,
});
globalStyle(`${content} th, ${content} td`, {
  border: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  verticalAlign: "top",
  textAlign: "start",
  position: "relative",
});
globalStyle(`${content} th`, { backgroundColor: vars.color.surfaceMuted });
globalStyle(`${content} .selectedCell::after`, {
  content: '""',
  position: "absolute",
  inset: 0,
  backgroundColor: "rgb(26 115 232 / 0.15)",
  pointerEvents: "none",
});
globalStyle(`${content} .ProseMirror-selectednode`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});
// ProseMirror's own needs (Tiptap's injected sheet is off: the site's policy allows no inline style).
globalStyle(`${content} [contenteditable='false']`, { whiteSpace: "normal" });
globalStyle(`img.ProseMirror-separator`, {
  display: "inline",
  border: "none",
  margin: 0,
  inlineSize: 0,
  blockSize: 0,
});
globalStyle(`${content} .ProseMirror-gapcursor`, {
  display: "none",
  pointerEvents: "none",
  position: "absolute",
  margin: 0,
});
globalStyle(`${content}.ProseMirror-focused .ProseMirror-gapcursor`, { display: "block" });
globalStyle(`${content} .ProseMirror-gapcursor::after`, {
  content: '""',
  display: "block",
  position: "absolute",
  insetBlockStart: "-2px",
  inlineSize: "20px",
  borderBlockStart: `1px solid ${vars.color.text}`,
});
globalStyle(`${content}.ProseMirror-hideselection *::selection`, { background: "transparent" });
globalStyle(`${content}.ProseMirror-hideselection *`, { caretColor: "transparent" });
