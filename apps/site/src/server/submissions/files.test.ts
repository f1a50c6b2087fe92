import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { checkFile, isPlainPdf, isWordPackage, sanitiseName, storedFileHeaders } from "./files";

const word = (extra: Record<string, Uint8Array> = {}) =>
  zipSync({
    "[Content_Types].xml": strToU8("<Types/>"),
    "_rels/.rels": strToU8("<Relationships/>"),
    "word/document.xml": strToU8("<w:document/>"),
    ...extra,
  });
const pdf = (body = "") => strToU8(`%PDF-1.4\n${body}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
const asFile = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name);
const cv = ["pdf", "doc", "docx"];

describe("isWordPackage", () => {
  it("accepts a WordprocessingML package", () => {
    expect(isWordPackage(word({ "word/media/image1.png": new Uint8Array(8) }))).toBe(true);
  });
  it.each([
    [
      "a zip with a program and a web page",
      zipSync({ "setup.exe": new Uint8Array(4), "a.html": strToU8("<p>") }),
    ],
    ["a package with a program inside", word({ "word/run.exe": new Uint8Array(4) })],
    ["a package with a web page inside", word({ "index.html": strToU8("<script>") })],
    ["a zip without word/document.xml", zipSync({ "[Content_Types].xml": strToU8("<Types/>") })],
    ["bytes that are no zip", strToU8("PK\u0003\u0004 broken")],
  ])("refuses %s", (_, bytes) => {
    expect(isWordPackage(bytes)).toBe(false);
  });
});

describe("isPlainPdf", () => {
  it("accepts a PDF, hex strings and dictionaries included", () => {
    expect(isPlainPdf(pdf("<48656c6c6f> <</Type /Page>>"))).toBe(true);
  });
  it.each([
    "<html><body>x</body></html>",
    "<script>alert(1)</script>",
    "<!DOCTYPE html>",
    "<svg onload=x>",
  ])("refuses a PDF that is also a web page: %s", (markup) => {
    expect(isPlainPdf(pdf(markup))).toBe(false);
  });
});

describe("checkFile", () => {
  it("accepts a real docx and a plain PDF", async () => {
    expect(await checkFile("cv", asFile(word(), "cv.docx"), cv, 1e6)).toMatchObject({
      extension: "docx",
    });
    expect(await checkFile("cv", asFile(pdf(), "cv.pdf"), cv, 1e6)).toMatchObject({
      mime: "application/pdf",
    });
  });
  it("refuses a zip renamed .docx and a PDF/HTML polyglot", async () => {
    const zip = zipSync({ "setup.exe": new Uint8Array(4), "index.html": strToU8("<p>hi</p>") });
    expect(await checkFile("cv", asFile(zip, "cv.docx"), cv, 1e6)).toEqual({
      error: "validation.fileType",
    });
    const polyglot = pdf("<html><script>alert(document.domain)</script></html>");
    expect(await checkFile("cv", asFile(polyglot, "cv.pdf"), cv, 1e6)).toEqual({
      error: "validation.fileType",
    });
  });
});

describe("sanitiseName", () => {
  it.each([
    ["resume\u202efdp.exe.pdf", "resumefdp.exe.pdf"],
    ["a\u200bb\u200dc\ufeff.pdf", "abc.pdf"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\x\\cv.pdf", "cv.pdf"],
    ["bad\u0000name\ud800.pdf", "badname.pdf"],
    ["سيرة ذاتية.pdf", "سيرة ذاتية.pdf"],
    ["\u202e", "file"],
  ])("%j is kept as %j", (name, kept) => {
    expect(sanitiseName(name)).toBe(kept);
  });
});

describe("storedFileHeaders", () => {
  it("sends a stored file only as a download, sandboxed and unsniffed", () => {
    const headers = storedFileHeaders({
      mime: "application/pdf",
      originalName: 'سيرة"x.pdf',
      size: 10,
    });
    expect(headers["Content-Disposition"]).toMatch(
      /^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/,
    );
    expect(headers["Content-Disposition"]).not.toMatch(/"x\.pdf"/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Content-Security-Policy"]).toMatch(/^sandbox\b/);
  });
});
