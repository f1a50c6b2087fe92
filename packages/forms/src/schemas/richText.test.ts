import { describe, expect, it } from "vitest";
import {
  checkRichText,
  isAllowedHref,
  isAllowedImageSrc,
  isRichTextProblem,
  paragraphsDocument,
  RICH_TEXT_MAX_CHARS,
  richTextPlain,
} from "./richText";

const doc = (...content: unknown[]) => ({ type: "doc", content });
const para = (text: string, marks?: unknown[]) => ({
  type: "paragraph",
  content: [{ type: "text", text, ...(marks ? { marks } : {}) }],
});
const refused = (value: unknown) => {
  const checked = checkRichText(value);
  return isRichTextProblem(checked) ? checked.message : null;
};

describe("the allowed rich-text structure", () => {
  it("keeps what the editor makes: headings, lists, quotes, tables, links, pictures", () => {
    const body = doc(
      {
        type: "heading",
        attrs: { level: 2, dir: "auto" },
        content: [{ type: "text", text: "العنوان" }],
      },
      para("Rawafed Park", [
        { type: "bold" },
        {
          type: "link",
          attrs: {
            href: "https://example.com",
            target: null,
            rel: "noopener noreferrer",
            class: null,
          },
        },
      ]),
      { type: "bulletList", content: [{ type: "listItem", content: [para("one")] }] },
      { type: "blockquote", content: [para("quote")] },
      {
        type: "table",
        content: [
          {
            type: "tableRow",
            content: [
              {
                type: "tableHeader",
                attrs: { colspan: 1, rowspan: 1, colwidth: null, align: null },
                content: [para("a")],
              },
            ],
          },
        ],
      },
      {
        type: "image",
        attrs: { src: "/media/library/abc-800.webp", alt: "A warehouse", title: null },
      },
    );
    expect(refused({ ...body, attrs: { dir: "auto" } })).toBeNull();
  });

  it.each([
    ["a script node", doc({ type: "script", content: [{ type: "text", text: "alert(1)" }] })],
    ["raw HTML", doc({ type: "html", attrs: { html: "<img onerror=alert(1)>" } })],
    ["an event attribute", doc({ type: "paragraph", attrs: { onclick: "alert(1)" } })],
    [
      "a javascript: link",
      doc(para("x", [{ type: "link", attrs: { href: "javascript:alert(1)" } }])),
    ],
    [
      "a hidden scheme",
      doc(para("x", [{ type: "link", attrs: { href: "java\tscript:alert(1)" } }])),
    ],
    [
      "a data: picture",
      doc({ type: "image", attrs: { src: "data:image/svg+xml,<svg onload=alert(1)>" } }),
    ],
    ["a picture elsewhere", doc({ type: "image", attrs: { src: "https://evil.example/x.png" } })],
    ["a style mark", doc(para("x", [{ type: "textStyle", attrs: { color: "red" } }]))],
    ["a class on a link", doc(para("x", [{ type: "link", attrs: { href: "/en", class: "x" } }]))],
    ["a heading level 1", doc({ type: "heading", attrs: { level: 1 }, content: [] })],
    [
      "text with children",
      doc({ type: "paragraph", content: [{ type: "text", text: "x", content: [] }] }),
    ],
    ["a prototype key", JSON.parse('{"type":"doc","content":[{"type":"__proto__"}]}')],
    ["not a document", "<p>hello</p>"],
  ])("refuses %s", (_, value) => {
    expect(refused(value)).toBe("validation.richTextInvalid");
  });

  it("refuses a body too long to keep, without walking all of it", () => {
    const long = paragraphsDocument(Array.from({ length: 30 }, () => "x".repeat(10_000)));
    expect(RICH_TEXT_MAX_CHARS).toBeLessThan(300_000);
    expect(refused(long)).toBe("validation.richTextTooLong");
    const many = paragraphsDocument(Array.from({ length: 30_000 }, () => "x"));
    expect(refused(many)).toBe("validation.richTextTooLong");
  });

  it("takes links to the web, mail, phones and this site only", () => {
    for (const href of [
      "https://a.example/x",
      "http://a.example",
      "mailto:ir@rawafed.sa",
      "tel:+966112345678",
      "/ar/الأخبار",
      "#top",
    ]) {
      expect(isAllowedHref(href), href).toBe(true);
    }
    for (const href of [
      "javascript:alert(1)",
      "JAVASCRIPT:x",
      "data:text/html,x",
      "//evil.example",
      "/\\evil.example",
      "vbscript:x",
      "",
      " https://a.example",
    ]) {
      expect(isAllowedHref(href), href).toBe(false);
    }
    expect(isAllowedImageSrc("/images/news-exhibition")).toBe(true);
    expect(isAllowedImageSrc("/media/../etc/passwd")).toBe(false);
  });

  it("reads a document as plain text, one block per line", () => {
    expect(
      richTextPlain(
        doc(para("One"), {
          type: "bulletList",
          content: [{ type: "listItem", content: [para("Two")] }],
        }) as never,
      ),
    ).toBe("One\nTwo");
  });
});
