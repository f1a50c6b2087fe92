import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { markInlinedStylesheets, readStylesheets } from "./inlinedStylesheets";

const sheets = new Map([
  ["/assets/Header-a1.css", ".h{color:red}"],
  ["/assets/forms-b2.css", ".f{margin:0}"],
]);

describe("inlined stylesheets", () => {
  it("names each stylesheet the inline style holds with a disabled link after it", () => {
    const html = `<head><style data-tsr-inline-css="">.h{color:red}</style><title>x</title></head>`;
    expect(markInlinedStylesheets(html, sheets)).toBe(
      `<head><style data-tsr-inline-css="">.h{color:red}</style><link rel="stylesheet" href="/assets/Header-a1.css" disabled><title>x</title></head>`,
    );
  });

  it("leaves a page without inline styles, or with other styles, as it is", () => {
    const plain = "<head><style>.f{margin:0}</style></head>";
    expect(markInlinedStylesheets(plain, sheets)).toBe(plain);
    const other = `<style data-tsr-inline-css="">.z{}</style>`;
    expect(markInlinedStylesheets(other, sheets)).toBe(other);
  });

  it("reads the built stylesheets by their public address, empty ones left out", () => {
    const dir = mkdtempSync(join(tmpdir(), "client-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "a-1.css"), ".a{top:0}\n");
    writeFileSync(join(dir, "assets", "empty-2.css"), "\n");
    writeFileSync(join(dir, "assets", "a-1.js"), "export {}");
    expect([...readStylesheets(dir)]).toEqual([["/assets/a-1.css", ".a{top:0}"]]);
    expect(readStylesheets(join(dir, "missing")).size).toBe(0);
  });
});
