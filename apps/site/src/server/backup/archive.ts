// The archive: one gzipped tar, written and read as a stream (tar-stream, zlib), so a chapter's
// 100 MB PDF passes through and is never whole in memory. Entries: `database.sql` first, then each
// file under `files/{key}`, then `manifest.json` with every entry's size and SHA-256.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import * as tar from "tar-stream";
import { MANIFEST_ENTRY, type Manifest } from "./manifest";

type Chunks = AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>;

export interface ArchiveWriter {
  /** Adds an entry of `size` bytes; its SHA-256, computed as it passes. */
  add(name: string, size: number, chunks: Chunks): Promise<string>;
  /** Adds the manifest, ends the archive and waits until `out` has it all. */
  finish(manifest: Manifest): Promise<void>;
  /** Ends the archive unfinished (an error): `out` is destroyed, the archive is cut short. */
  abort(error: Error): void;
}

/** Writes an archive into `out` (a file, or the socket a backup is asked for on). */
export function writeArchive(out: Writable): ArchiveWriter {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), out);
  // An error of the sink ends every add at once rather than leaving one waiting for a drain.
  let failed: unknown = null;
  written.catch((error) => {
    failed = error;
  });

  const add = (name: string, size: number, chunks: Chunks) =>
    new Promise<string>((resolve, reject) => {
      const hash = createHash("sha256");
      const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() }, (error) =>
        error ? reject(error) : resolve(hash.digest("hex")),
      );
      (async () => {
        for await (const chunk of chunks as AsyncIterable<Uint8Array>) {
          if (failed) throw failed;
          hash.update(chunk);
          if (!entry.write(chunk)) {
            await new Promise<void>((drained) => entry.once("drain", () => drained()));
          }
        }
        entry.end(() => {});
      })().catch((error: Error) => {
        entry.destroy(error);
        reject(error);
      });
    });

  return {
    add,
    async finish(manifest) {
      const bytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name: MANIFEST_ENTRY, size: bytes.byteLength, mode: 0o600 }, bytes, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
      pack.finalize();
      await written;
    },
    abort(error) {
      pack.destroy(error);
      out.destroy(error);
    },
  };
}

export interface ArchiveEntry {
  name: string;
  size: number;
  body: Readable;
}

/**
 * Reads the archive in `file`, entry by entry, in its order; `onEntry` reads (or skips) each
 * body before the next is read.
 */
export async function readArchive(
  file: string,
  onEntry: (entry: ArchiveEntry) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  // Its error ends the loop below too, which throws first: awaited after it, not unhandled.
  reading.catch(() => {});
  for await (const body of extract) {
    const { name, size, type } = body.header;
    if (type !== "file") {
      body.resume();
      continue;
    }
    await onEntry({ name, size: size ?? 0, body: body as unknown as Readable });
  }
  await reading;
}

/** Reads a body to its end for its size and SHA-256, keeping none of it. */
export async function measure(body: AsyncIterable<Uint8Array>): Promise<{
  size: number;
  sha256: string;
}> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { size, sha256: hash.digest("hex") };
}
