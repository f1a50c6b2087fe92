import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { awkwardChapterPdf, brokenPdfs, SPELLED_IMG } from "../comics/pages/testPdf";
import { checkFile, isWordPackage, sanitiseName, storedFileHeaders } from "./files";

const word = (extra: Record<string, Uint8Array> = {}) =>
  zipSync({
    "[Content_Types].xml": strToU8("<Types/>"),
    "_rels/.rels": strToU8("<Relationships/>"),
    "word/document.xml": strToU8("<w:document/>"),
    ...extra,
  });
/** Starts as a PDF does and is none: no catalog, no pages. */
const fakePdf = (body = "") =>
  strToU8(`%PDF-1.4\n${body}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
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

describe("checkFile", () => {
  it("accepts a real docx, and a real PDF whatever its bytes spell (<img, <body)", async () => {
    expect(await checkFile("cv", asFile(word(), "cv.docx"), cv, 1e6)).toMatchObject({
      extension: "docx",
    });
    const pdf = await awkwardChapterPdf();
    expect(Buffer.from(pdf).toString("latin1")).toContain(SPELLED_IMG);
    const checked = await checkFile("cv", asFile(pdf, "cv.pdf"), cv, 1e6);
    expect(checked).toMatchObject({ mime: "application/pdf" });
    // The bytes kept are the file's, whole (a copy went to the parser).
    expect((checked as { bytes: Uint8Array }).bytes).toEqual(pdf);
  });
  it("refuses a zip renamed .docx", async () => {
    const zip = zipSync({ "setup.exe": new Uint8Array(4), "index.html": strToU8("<p>hi</p>") });
    expect(await checkFile("cv", asFile(zip, "cv.docx"), cv, 1e6)).toEqual({
      error: "validation.fileType",
    });
  });
  it.each([
    [
      "only starts like one (a PDF/HTML polyglot)",
      async () => fakePdf("<html><script>x</script>"),
      "validation.pdfDamaged",
    ],
    ["is cut off halfway", brokenPdfs.truncated, "validation.pdfDamaged"],
    ["has no pages", brokenPdfs.noPages, "validation.pdfNoPages"],
    ["is protected by a password", brokenPdfs.protected, "validation.pdfProtected"],
  ] as const)("refuses a PDF that %s, naming why", async (_, make, error) => {
    expect(await checkFile("cv", asFile(await make(), "cv.pdf"), cv, 1e6)).toEqual({ error });
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
