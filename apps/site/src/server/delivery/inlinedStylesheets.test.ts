import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileStylesheet, readStylesheets, splitInlinedStyles } from "./inlinedStylesheets";

const header = ".h{color:red}.h-open{display:block}";
const forms = '@font-face{font-family:"Cairo";src:url(/c.woff2)}.f{margin:0}.f-error{color:red}';
const sheets = new Map([
  ["/assets/Header-a1.css", compileStylesheet("/assets/Header-a1.css", header)],
  ["/assets/forms-b2.css", compileStylesheet("/assets/forms-b2.css", forms)],
]);
const inlineStyle = (html: string) => html.match(/<style[^>]*>([\s\S]*?)<\/style>/)?.[1];

describe("inlined stylesheets", () => {
  it("keeps inline only the rules the page's markup uses", () => {
    const html = `<head><style data-tsr-inline-css="">${header}</style><title>x</title></head><body><nav class="h"></nav></body>`;
    const split = splitInlinedStyles(html, sheets);
    expect(inlineStyle(split)).toBe(".h{color:red}");
    expect(split).toContain('<title>x</title></head><body><nav class="h"></nav></body>');
  });

  it("names each stylesheet the style holds with a disabled link, in the style's order", () => {
    const html = `<head><style data-tsr-inline-css="">${forms}${header}</style></head><body><form class="f"><p class="h"></p></form></body>`;
    const split = splitInlinedStyles(html, sheets);
    expect(split).toContain(
      '</style><link rel="stylesheet" href="/assets/forms-b2.css" disabled data-after-paint><link rel="stylesheet" href="/assets/Header-a1.css" disabled data-after-paint></head>',
    );
    // Font faces stay inline: the theme picks them through custom properties.
    expect(inlineStyle(split)).toBe(
      '@font-face{font-family:"Cairo";src:url(/c.woff2)}.f{margin:0}.h{color:red}',
    );
  });

  it("leaves a page without inline styles, or with other styles, as it is", () => {
    const plain = "<head><style>.f{margin:0}</style></head>";
    expect(splitInlinedStyles(plain, sheets)).toBe(plain);
    const other = `<style data-tsr-inline-css="">.z{}</style>`;
    expect(splitInlinedStyles(other, sheets)).toBe(other);
  });

  it("reads the built stylesheets by their public address, empty ones left out", () => {
    const dir = mkdtempSync(join(tmpdir(), "client-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "a-1.css"), ".a{top:0}\n");
    writeFileSync(join(dir, "assets", "empty-2.css"), "\n");
    writeFileSync(join(dir, "assets", "a-1.js"), "export {}");
    const read = readStylesheets(dir);
    expect([...read.keys()]).toEqual(["/assets/a-1.css"]);
    expect(read.get("/assets/a-1.css")?.css).toBe(".a{top:0}");
    expect(readStylesheets(join(dir, "missing")).size).toBe(0);
  });
});
