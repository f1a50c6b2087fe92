// The files of a comic or chapter upload, checked as they stream in: sizes counted, real types
// read from the first bytes (magic bytes), a PDF written to the file store without ever being whole
// in memory. A refusal is a message id for the field's error; the upload's other fields stay.
import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { MessageId } from "@rawafed/i18n";
import { fileTypeFromBuffer } from "file-type";
import { getFileStore } from "../files/store";
import { isPlainPdf } from "../submissions/files";

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
/** What is kept of a chunk's end: a markup tag split across two chunks is still seen. */
const OVERLAP_BYTES = 32;

async function isPdfHead(head: Buffer): Promise<boolean> {
  return (await fileTypeFromBuffer(head))?.mime === "application/pdf";
}

/**
 * A PDF part written to the store under `key` as it arrives: refused (and nothing stored) past
 * `maxBytes`, when its first bytes are not a PDF's, or when it also reads as a web page. Returns its
 * size.
 */
export async function storePdfPart(
  stream: Readable,
  key: string,
  maxBytes: number,
): Promise<number | Refused> {
  let size = 0;
  async function* checked(): AsyncGenerator<Uint8Array> {
    let head: Buffer | null = Buffer.alloc(0);
    let tail = Buffer.alloc(0);
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
      const seen = Buffer.concat([tail, chunk]);
      if (!isPlainPdf(seen)) throw new Refused("validation.fileType");
      tail = seen.subarray(Math.max(0, seen.byteLength - OVERLAP_BYTES));
      yield chunk;
    }
    if (head && !(await isPdfHead(head))) throw new Refused("validation.fileType");
  }
  try {
    await getFileStore().putStream(key, checked(), "application/pdf");
    return size;
  } catch (error) {
    await drain(stream);
    if (error instanceof Refused) return error;
    throw error;
  }
}
