import { randomUUID } from "node:crypto";
import type { MessageId } from "@rawafed/i18n";
import { unzipSync } from "fflate";
import { fileTypeFromBuffer } from "file-type";
import { inspectPdf, problemMessages } from "../comics/pages/inspect";
import { responseHeaders } from "../delivery/headers";
import { checkStoreKey } from "../files/keys";
import { getFileStore } from "../files/store";

/** What a file's bytes must be, whatever its name says. */
const signatures: Record<string, readonly string[]> = {
  pdf: ["application/pdf"],
  doc: ["application/x-cfb"],
  docx: [
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/zip",
  ],
  jpg: ["image/jpeg"],
  jpeg: ["image/jpeg"],
  png: ["image/png"],
  gif: ["image/gif"],
  webp: ["image/webp"],
  bmp: ["image/bmp"],
};

export interface CheckedFile {
  field: string;
  bytes: Uint8Array;
  mime: string;
  extension: string;
  originalName: string;
}

/**
 * Keeps a readable, harmless trace of the visitor's file name: no paths, no control characters,
 * no invisible format characters (`resume\u202Efdp.exe` shows as "resumeexe.pdf"), no lone
 * surrogates.
 */
export function sanitiseName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = [
    ...base
      .normalize("NFC")
      .replace(/[\p{Cc}\p{Cf}\p{Cs}<>:"|?*]/gu, "")
      .trim(),
  ]
    .slice(-120)
    .join("");
  return clean || "file";
}

// Names inside an Office document that have no business there: programs and web pages.
const foreignEntry = /\.(exe|dll|com|scr|msi|bat|cmd|ps1|sh|js|mjs|vbs|jar|html?|xhtml|hta|php)$/i;

/**
 * A `.docx` is a zip, and so is anything renamed to it: only a WordprocessingML package (its
 * `[Content_Types].xml` and `word/document.xml`) with nothing executable or web-like inside passes.
 */
export function isWordPackage(bytes: Uint8Array): boolean {
  const names: string[] = [];
  try {
    // The filter sees each entry of the central directory; declining it skips its inflation.
    unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        return false;
      },
    });
  } catch {
    return false;
  }
  return (
    names.includes("[Content_Types].xml") &&
    names.includes("word/document.xml") &&
    !names.some((name) => foreignEntry.test(name))
  );
}

/**
 * Checks an upload against the allowed extensions by its real type (magic bytes): a renamed
 * executable is refused. A PDF must also open (in the parser the page pipeline uses), unlocked,
 * with pages: the reviewing team could not read it otherwise. Markup inside it is harmless, as a
 * stored file is only ever sent back as a sandboxed attachment (`storedFileHeaders`). Returns the
 * checked file or the message id of the field error.
 */
export async function checkFile(
  field: string,
  file: File,
  extensions: readonly string[],
  maxBytes: number,
): Promise<CheckedFile | { error: MessageId }> {
  if (file.size > maxBytes) return { error: "validation.fileTooLarge" };
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!extensions.includes(extension)) return { error: "validation.fileType" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > maxBytes) return { error: "validation.fileTooLarge" };
  const detected = await fileTypeFromBuffer(bytes);
  const expected = signatures[extension];
  if (!detected || !expected?.includes(detected.mime)) return { error: "validation.fileType" };
  if (extension === "docx" && !isWordPackage(bytes)) return { error: "validation.fileType" };
  if (extension === "pdf") {
    // A copy goes to the parser: these bytes are the ones stored.
    const inspection = await inspectPdf(async () => bytes.slice(), { limits: null });
    if ("problem" in inspection) return { error: problemMessages[inspection.problem] };
  }
  return { field, bytes, mime: detected.mime, extension, originalName: sanitiseName(file.name) };
}

/**
 * Stores a checked file in the file store under a generated name (its key: never a name from
 * outside, never under the web root).
 */
export async function storeFile(file: CheckedFile): Promise<{ storedName: string }> {
  const storedName = checkStoreKey(`${randomUUID()}.${file.extension}`);
  await getFileStore().put(storedName, file.bytes, file.mime);
  return { storedName };
}

/** Removes stored files by their stored names (a submission that could not be kept). */
export async function removeFiles(storedNames: string[]): Promise<void> {
  await getFileStore().remove(storedNames);
}

/**
 * How a stored upload is sent back (a CV to the reviewing team): always as a download, never as a
 * page. `nosniff` keeps the browser to the declared type, and a sandboxing policy of its own keeps
 * even a file opened in place from running script or reaching our origin.
 */
export function storedFileHeaders(file: {
  mime: string;
  originalName: string;
  size: number;
}): Record<string, string> {
  const name = sanitiseName(file.originalName);
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return {
    "Content-Type": file.mime,
    "Content-Length": String(file.size),
    "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    ...responseHeaders,
    "Content-Security-Policy": "sandbox; default-src 'none'",
    "Cache-Control": "private, no-store",
  };
}
