// A stored file read by ranges, as a reader asks for them (pdf.js opening a chapter's PDF): what
// is read is held, not the file.
import type { FileStore } from "./store";

/** A file read by ranges: `read(start, end)` gives bytes `start` to `end - 1`. */
export interface RangeSource {
  size: number;
  read(start: number, end: number): Promise<Uint8Array<ArrayBuffer>>;
}

async function collect(body: ReadableStream<Uint8Array>, size: number) {
  const bytes = new Uint8Array(size);
  let filled = 0;
  for await (const chunk of body) {
    if (filled + chunk.byteLength > size) throw new Error("a stored file grew as it was read");
    bytes.set(chunk, filled);
    filled += chunk.byteLength;
  }
  if (filled !== size) throw new Error("a stored file was cut short as it was read");
  return bytes;
}

/** The file stored under `key` as a range source, or null when there is none. */
export async function storedRanges(store: FileStore, key: string): Promise<RangeSource | null> {
  const head = await store.open(key, { start: 0, end: 0 });
  if (!head) return null;
  await head.body.cancel();
  const size = head.size;
  return {
    size,
    async read(start, end) {
      const last = Math.min(end, size) - 1;
      if (last < start) return new Uint8Array(0);
      const file = await store.open(key, { start, end: last });
      if (!file) throw new Error(`${key} left the store while it was read`);
      return collect(file.body, last - start + 1);
    },
  };
}
