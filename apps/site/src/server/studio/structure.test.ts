// The editor's schema (its Tiptap extensions) and the server's check (`checkRichText`) are one
// structure said twice: every node and mark the editor can make must be one the server keeps.
import { richTextExtensions } from "@rawafed/design-system/rich-text";
import { checkRichText, isRichTextProblem } from "@rawafed/forms/schemas";
import { getSchema } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { renderBody } from "./render";

describe("the rich-text structure", () => {
  const schema = getSchema(richTextExtensions());

  it("has the same nodes and marks in the editor as in the server's check", () => {
    const nodes = Object.keys(schema.nodes).filter((name) => name !== "doc" && name !== "text");
    for (const name of nodes) {
      const attrs = { image: { src: "/media/x.webp" }, heading: { level: 2 } }[name as "image"];
      const node = { type: name, ...(attrs ? { attrs } : {}) };
      const document = ["tableRow", "tableCell", "tableHeader", "listItem", "hardBreak"].includes(
        name,
      )
        ? null
        : { type: "doc", content: [node] };
      if (document) expect(isRichTextProblem(checkRichText(document)), name).toBe(false);
    }
    expect(nodes.sort()).toEqual(
      [
        "blockquote",
        "bulletList",
        "hardBreak",
        "heading",
        "horizontalRule",
        "image",
        "listItem",
        "orderedList",
        "paragraph",
        "table",
        "tableCell",
        "tableHeader",
        "tableRow",
      ].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual([
      "bold",
      "italic",
      "link",
      "strike",
      "underline",
    ]);
  });

  it("renders a body with each block in its text's direction and text escaped", () => {
    const { html, plain } = renderBody({
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "<script>alert(1)</script> مرحبا" }] },
      ],
    });
    expect(html).toBe('<p dir="auto">&lt;script&gt;alert(1)&lt;/script&gt; مرحبا</p>');
    expect(plain).toBe("<script>alert(1)</script> مرحبا");
  });
});
