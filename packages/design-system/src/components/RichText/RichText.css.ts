import { globalStyle, style } from "@vanilla-extract/css";
import { richTextDirection } from "../../richText/direction";
import { focusRing, vars } from "../../tokens/theme.css";

// Stored bodies arrive as HTML the server rendered from a checked document (headings, paragraphs,
// lists, quotes, tables, pictures, links): their elements have no classes, so the styles reach
// them from the container. Logical properties only: every paragraph has `dir` of its own.
export const richText = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: "anywhere",
});

// `:is()` keeps a selector list inside the body: `.body p, ul` would style every list on the page.
const inside = (selector: string, rules: Parameters<typeof globalStyle>[1]) =>
  globalStyle(`${richText} :is(${selector})`, rules);

inside("p, ul, ol, blockquote, table, figure, h2, h3, h4", { margin: 0 });
richTextDirection(richText);
inside("h2, h3, h4", {
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  marginBlockStart: vars.space.sm,
});
inside("h2", { fontSize: vars.font.size.xl });
inside("h3", { fontSize: vars.font.size.lg });
inside("h4", { fontSize: vars.font.size.md });
// Markers on the side the text starts from, in either direction (Tiptap #7338).
inside("ul, ol", {
  paddingInlineStart: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});
inside("li > p", { margin: 0 });
inside("blockquote", {
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.gold}`,
  color: vars.color.textMuted,
});
inside("a", {
  color: vars.color.brand,
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
});
inside("a:focus-visible", focusRing);
inside("img", { maxInlineSize: "100%", blockSize: "auto", borderRadius: vars.radius.md });
inside("hr", { border: 0, borderBlockStart: `1px solid ${vars.color.border}`, inlineSize: "100%" });
inside("table", {
  borderCollapse: "collapse",
  inlineSize: "100%",
  fontSize: vars.font.size.md,
  display: "block",
  overflowX: "auto",
});
inside("th, td", {
  border: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  textAlign: "start",
  verticalAlign: "top",
});
inside("th", { backgroundColor: vars.color.surfaceMuted, fontWeight: vars.font.weight.bold });
