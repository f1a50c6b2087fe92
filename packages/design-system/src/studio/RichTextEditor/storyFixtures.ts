// For stories only: documents as the editor stores them, in both languages, with English inside
// Arabic and Arabic inside English.
import type { RichTextValue } from "./storedDocument";

const p = (...content: object[]) => ({ type: "paragraph", attrs: { dir: "auto" }, content });
const text = (value: string, marks?: object[]) => ({
  type: "text",
  text: value,
  ...(marks ? { marks } : {}),
});
const heading = (level: number, value: string) => ({
  type: "heading",
  attrs: { dir: "auto", level },
  content: [text(value)],
});
const list = (type: "bulletList" | "orderedList", items: string[]) => ({
  type,
  attrs: { dir: "auto", ...(type === "orderedList" ? { start: 1, type: null } : {}) },
  content: items.map((item) => ({
    type: "listItem",
    attrs: { dir: "auto" },
    content: [p(text(item))],
  })),
});
const cell = (type: "tableHeader" | "tableCell", value: string) => ({
  type,
  attrs: { dir: "auto", colspan: 1, rowspan: 1, colwidth: null },
  content: [p(text(value))],
});
const row = (type: "tableHeader" | "tableCell", values: string[]) => ({
  type: "tableRow",
  attrs: { dir: "auto" },
  content: values.map((value) => cell(type, value)),
});

export const englishArticle: RichTextValue = {
  type: "doc",
  content: [
    heading(2, "A new warehouse in Dammam"),
    p(
      text("Rawafed Group opens its "),
      text("largest", [{ type: "bold" }]),
      text(" cold-storage site, "),
      text("مستودع الدمام", [{ type: "italic" }]),
      text(", in May."),
    ),
    list("bulletList", ["40,000 pallet positions", "سقف بألواح شمسية", "Rail siding"]),
    {
      type: "blockquote",
      attrs: { dir: "auto" },
      content: [p(text("“The site brings our network to every city of the Eastern Province.”"))],
    },
    p(
      text("Read the "),
      text("annual report", [
        {
          type: "link",
          attrs: {
            href: "/en/investors",
            target: null,
            rel: "noopener noreferrer",
            class: null,
            title: null,
          },
        },
      ]),
      text("."),
    ),
  ],
};

export const arabicArticle: RichTextValue = {
  type: "doc",
  content: [
    heading(2, "مستودع جديد في الدمام"),
    p(
      text("تفتتح مجموعة روافد أكبر مواقعها للتخزين المبرّد، "),
      text("Dammam Cold Hub", [{ type: "bold" }]),
      text("، في شهر مايو."),
    ),
    p(text("The warehouse opens in May 2026.")),
    list("orderedList", ["٤٠٬٠٠٠ موقع منصّة", "سقف بألواح شمسية", "خط سكة حديد خاص"]),
    {
      type: "blockquote",
      attrs: { dir: "auto" },
      content: [p(text("«يصل الموقع شبكتنا بكل مدن المنطقة الشرقية.»"))],
    },
    {
      type: "table",
      attrs: { dir: "auto" },
      content: [
        row("tableHeader", ["المؤشر", "2025", "2026"]),
        row("tableCell", ["السعة (منصّة)", "28,000", "40,000"]),
      ],
    },
  ],
};

/** Pasted from a page with script, an event handler, a `javascript:` link and inline style. */
export const hostileHtml = `<meta charset="utf-8"><div style="color:red">
<h1 onclick="alert('h1')">Quarterly results</h1>
<script>window.__pasted = true; alert("pasted")</script>
<p onclick="alert('p')" onmouseover="steal()">Revenue grew by <b>12%</b>. <a href="javascript:alert(document.cookie)">Click here</a> and <a href="https://rawafed.example/report" onclick="track()">the report</a>.</p>
<img src="x" onerror="alert('img')">
<iframe src="https://evil.example"></iframe>
<style>body{display:none}</style>
</div>`;
