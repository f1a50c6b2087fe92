// What the editor hands on is what the server's structure check (`checkRichText` in the forms
// package) accepts: Tiptap 3's text direction puts a `dir` on the document node itself, and the
// table kit gives each cell an `align` this site does not offer. Neither is kept.
import type { JSONContent } from "@tiptap/core";

/** A rich-text document as the editor emits it and the studio stores it (`{ type: "doc", ... }`). */
export type RichTextValue = JSONContent & { type: "doc"; content: JSONContent[] };

const cells = new Set(["tableCell", "tableHeader"]);

function clean(node: JSONContent): JSONContent {
  const out: JSONContent = { ...node };
  if (out.attrs && out.type && cells.has(out.type)) {
    const { align: _align, ...attrs } = out.attrs;
    out.attrs = attrs;
  }
  if (out.content) out.content = out.content.map(clean);
  return out;
}

/** The editor's JSON without what the stored structure has no place for. */
export function storedDocument(json: JSONContent): RichTextValue {
  return { type: "doc", content: (json.content ?? []).map(clean) };
}

/** An empty document: one empty paragraph, as the editor starts. */
export function emptyDocument(): RichTextValue {
  return { type: "doc", content: [{ type: "paragraph" }] };
}
