// Where uploaded and generated files live: covers, chapter PDFs, page images. The site asks for a
// file by its key (keys.ts) through this interface, so an S3-compatible store can take the local
// disk's place (CONTRACT.md, "Operations") without any caller changing.
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { dataDir } from "../db/index";
import { checkStoreKey } from "./keys";
import { s3FileStore, s3SettingsFromEnv } from "./s3";

/** A stored file opened for reading: its size and its bytes as a stream, read as they are sent. */
export interface StoredFile {
  /** The whole file's size, also when only a range is read. */
  size: number;
  body: ReadableStream<Uint8Array>;
}

/** Bytes `start` to `end` of a file, both included (HTTP's `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStore {
  /** Stores `bytes` under `key`, replacing what was there; readers see the old or the new file. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores a file as its bytes arrive (an upload of up to 100 MB is never whole in memory). When
   * `chunks` throws, nothing is stored and the error is the call's.
   */
  putStream(key: string, chunks: AsyncIterable<Uint8Array>, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  /**
   * The file as a stream (large files: chapter PDFs, videos), or null when there is none; with a
   * range, only those bytes (a video's seek); a range past the end is cut at it.
   */
  open(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Removes the files; a key with no file is skipped. */
  remove(keys: string[]): Promise<void>;
}

const missing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR";
};

/** Files under `root`, one per key, at the key's path. */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    const path = join(root, checkStoreKey(key));
    // Keys cannot climb (checked), and this holds whatever the checks become.
    if (!path.startsWith(root + sep)) throw new Error(`key outside the store: ${key}`);
    return path;
  };
  // Temporary files sit apart: no key starts with a dot, so none can name one.
  const temporaryDir = join(root, ".tmp");

  /** Writes to a temporary file, then moves it in place: a reader never sees half a file. */
  const writeAtomically = async (key: string, write: (temporary: string) => Promise<void>) => {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await mkdir(temporaryDir, { recursive: true });
    const temporary = join(temporaryDir, randomBytes(12).toString("hex"));
    try {
      await write(temporary);
      // Atomic on one file system.
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  return {
    put: (key, bytes) =>
      writeAtomically(key, (temporary) => writeFile(temporary, bytes, { flush: true })),
    putStream: (key, chunks) =>
      writeAtomically(key, (temporary) =>
        pipeline(Readable.from(chunks), createWriteStream(temporary, { flush: true })),
      ),
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async open(key, range) {
      const path = pathOf(key);
      // Opened once: the size and the bytes are of one file, even if it is replaced meanwhile.
      const handle = await open(path).catch((error) => {
        if (missing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      // The stream closes the file when it ends or when the reader goes away.
      const body = Readable.toWeb(
        handle.createReadStream(range ? { start: range.start, end: range.end } : {}),
      ) as ReadableStream<Uint8Array>;
      return { size: info.size, body };
    },
    async remove(keys) {
      const paths = keys.map(pathOf);
      await Promise.all(paths.map((path) => rm(path, { force: true })));
    },
  };
}

let store: FileStore | undefined;

/**
 * The site's file store: an S3-compatible bucket when the `S3_*` variables are set (instances
 * share its files), else the local disk under `DATA_DIR/uploads`.
 */
export function getFileStore(): FileStore {
  if (!store) {
    const s3 = s3SettingsFromEnv();
    store = s3 ? s3FileStore(s3) : localFileStore(join(dataDir(), "uploads"));
  }
  return store;
}
