// A stored document to HTML, once, when a version is published: public pages then send that HTML
// and never load the editor or its schema. The same extensions as the studio's editor build the
// schema, and `textDirection: "auto"` gives every block the direction of its own text.
import { richTextExtensions } from "@rawafed/design-system/rich-text";
import { type RichTextDocument, richTextPlain } from "@rawafed/forms/schemas";
import { renderToHTMLString } from "@tiptap/static-renderer";

let extensions: ReturnType<typeof richTextExtensions> | undefined;

export function renderBody(body: RichTextDocument): { html: string; plain: string } {
  extensions ??= richTextExtensions();
  const html = renderToHTMLString({
    extensions,
    content: body,
    staticEditorOptions: { textDirection: "auto" },
  });
  return { html, plain: richTextPlain(body) };
}
