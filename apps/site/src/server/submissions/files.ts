import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MessageId } from "@rawafed/i18n";
import { fileTypeFromBuffer } from "file-type";
import { dataDir } from "../db/index";

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

/** Keeps a readable, harmless trace of the visitor's file name: no paths, no control characters. */
export function sanitiseName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    .replace(/[\p{Cc}<>:"|?*]/gu, "")
    .trim()
    .slice(-120);
  return clean || "file";
}

/**
 * Checks an upload against the allowed extensions by its real type (magic bytes): a renamed
 * executable is refused. Returns the checked file or the message id of the field error.
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
  return { field, bytes, mime: detected.mime, extension, originalName: sanitiseName(file.name) };
}

/** Writes a checked file under a generated name in the data directory (never the web root). */
export async function storeFile(file: CheckedFile): Promise<{ storedName: string; path: string }> {
  const dir = join(dataDir(), "uploads");
  await mkdir(dir, { recursive: true });
  const storedName = `${randomUUID()}.${file.extension}`;
  const path = join(dir, storedName);
  await writeFile(path, file.bytes, { flag: "wx" });
  return { storedName, path };
}

export async function removeFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
