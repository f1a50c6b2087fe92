// The files of a comic or chapter upload, checked as they stream in: sizes counted, real types
// read from the first bytes (magic bytes), a PDF written to the file store as it arrives (never
// whole in memory), then opened from the store, by ranges, as the page pipeline will open it. A
// refusal is a message id for the field's error; the upload's other fields stay.
import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { MessageId } from "@rawafed/i18n";
import { fileTypeFromBuffer } from "file-type";
import { inspectPdf, problemMessages } from "../comics/pages/inspect";
import type { PageLimits } from "../comics/pages/worker";
import { storedRanges } from "../files/ranges";
import { getFileStore } from "../files/store";
import { logFor } from "../observe/log";

export class Refused extends Error {
  constructor(readonly messageId: MessageId) {
    super(messageId);
  }
}

/** The chunks of a part, read without the stream being destroyed when the reader stops early. */
const chunksOf = (stream: Readable): AsyncIterable<Buffer> =>
  stream.iterator({ destroyOnReturn: false });

/** Reads the rest of a refused part, so that the form's later fields still arrive. */
async function drain(stream: Readable): Promise<void> {
  stream.resume();
  await finished(stream).catch(() => {});
}

/** A small file (a cover) read whole, or the refusal when it is larger than `maxBytes`. */
export async function readSmallPart(
  stream: Readable,
  maxBytes: number,
): Promise<Uint8Array | Refused> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunksOf(stream)) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await drain(stream);
      return new Refused("validation.fileTooLarge");
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** Enough of the start of a file for `file-type` to know it. */
const HEAD_BYTES = 4100;

async function isPdfHead(head: Buffer): Promise<boolean> {
  return (await fileTypeFromBuffer(head))?.mime === "application/pdf";
}

/**
 * A PDF part written to the store under `key` as it arrives: refused (and nothing stored) past
 * `maxBytes` or when its first bytes are not a PDF's; then opened from the store as the page
 * pipeline will draw it, and refused (and removed) with a message naming the problem when it is
 * protected by a password, damaged, has no pages or is past `limits`. Whatever else its bytes
 * hold (markup included) is harmless: a stored PDF is only ever sent as a sandboxed attachment.
 * Returns its size.
 */
export async function storePdfPart(
  stream: Readable,
  key: string,
  maxBytes: number,
  limits: PageLimits,
): Promise<number | Refused> {
  let size = 0;
  async function* checked(): AsyncGenerator<Uint8Array> {
    let head: Buffer | null = Buffer.alloc(0);
    for await (const chunk of chunksOf(stream)) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new Refused("validation.fileTooLarge");
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.byteLength >= HEAD_BYTES) {
          if (!(await isPdfHead(head))) throw new Refused("validation.fileType");
          head = null;
        }
      }
      yield chunk;
    }
    if (head && !(await isPdfHead(head))) throw new Refused("validation.fileType");
  }
  const store = getFileStore();
  try {
    await store.putStream(key, checked(), "application/pdf");
  } catch (error) {
    await drain(stream);
    if (error instanceof Refused) return error;
    throw error;
  }
  const inspection = await inspectPdf(
    async () => {
      const source = await storedRanges(store, key);
      if (!source) throw new Error(`the PDF just stored as ${key} is not in the store`);
      return source;
    },
    { limits },
  ).catch(async (error) => {
    await store.remove([key]);
    throw error;
  });
  if ("pages" in inspection) return size;
  await store.remove([key]);
  logFor("uploads").info(
    { problem: inspection.problem, detail: inspection.detail },
    "a PDF refused",
  );
  return new Refused(problemMessages[inspection.problem]);
}
