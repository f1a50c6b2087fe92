import { describe, expect, it } from "vitest";
import { emptyDocument, storedDocument } from "./storedDocument";

describe("storedDocument", () => {
  it("drops the document's own attributes and the cells' alignment, keeps the rest", () => {
    const json = {
      type: "doc",
      attrs: { dir: "auto" },
      content: [
        { type: "paragraph", attrs: { dir: "auto" }, content: [{ type: "text", text: "Hi" }] },
        {
          type: "table",
          attrs: { dir: "auto" },
          content: [
            {
              type: "tableRow",
              attrs: { dir: "auto" },
              content: [
                {
                  type: "tableCell",
                  attrs: { dir: "auto", colspan: 1, rowspan: 1, colwidth: null, align: null },
                  content: [{ type: "paragraph", attrs: { dir: "auto" } }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(storedDocument(json)).toEqual({
      type: "doc",
      content: [
        { type: "paragraph", attrs: { dir: "auto" }, content: [{ type: "text", text: "Hi" }] },
        {
          type: "table",
          attrs: { dir: "auto" },
          content: [
            {
              type: "tableRow",
              attrs: { dir: "auto" },
              content: [
                {
                  type: "tableCell",
                  attrs: { dir: "auto", colspan: 1, rowspan: 1, colwidth: null },
                  content: [{ type: "paragraph", attrs: { dir: "auto" } }],
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it("starts from one empty paragraph", () => {
    expect(emptyDocument()).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
  });
});
