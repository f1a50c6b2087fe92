// What every file store does, checked the same way on each (the local disk, an S3 bucket).
import { expect, it } from "vitest";
import { storedRanges } from "./ranges";
import type { FileStore } from "./store";

const bytes = (text: string) => new TextEncoder().encode(text);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** The shared cases, inside the caller's `describe`; `newStore` gives an empty store. */
export function fileStoreContract(newStore: () => Promise<FileStore> | FileStore): void {
  it("stores, reads, streams, replaces and removes files by key", async () => {
    const store = await newStore();
    await store.put("pages/abc/1-800-00.webp", bytes("first"), "image/webp");
    expect(
      new TextDecoder().decode((await store.get("pages/abc/1-800-00.webp")) ?? undefined),
    ).toBe("first");

    await store.put("pages/abc/1-800-00.webp", bytes("second!"), "image/webp");
    const opened = await store.open("pages/abc/1-800-00.webp");
    expect(opened?.size).toBe(7);
    expect(await readAll(opened?.body ?? new ReadableStream())).toBe("second!");

    await store.remove(["pages/abc/1-800-00.webp", "pages/abc/never-stored.webp"]);
    expect(await store.get("pages/abc/1-800-00.webp")).toBeNull();
    expect(await store.open("pages/abc/1-800-00.webp")).toBeNull();
  });

  it("stores a stream as it arrives, and nothing when the stream fails", async () => {
    const store = await newStore();
    async function* parts() {
      yield bytes("%PDF-");
      yield bytes("1.7");
    }
    await store.putStream("pdf/a.pdf", parts(), "application/pdf");
    expect(new TextDecoder().decode((await store.get("pdf/a.pdf")) ?? undefined)).toBe("%PDF-1.7");

    async function* broken() {
      yield bytes("half");
      throw new Error("refused");
    }
    await expect(store.putStream("pdf/b.pdf", broken(), "application/pdf")).rejects.toThrow(
      "refused",
    );
    expect(await store.get("pdf/b.pdf")).toBeNull();
  });

  it("reads a range of a file, its size still the whole file's", async () => {
    const store = await newStore();
    await store.put("videos/a.webm", bytes("0123456789"), "video/webm");
    const part = await store.open("videos/a.webm", { start: 2, end: 5 });
    expect(part?.size).toBe(10);
    expect(await readAll(part?.body ?? new ReadableStream())).toBe("2345");
    const tail = await store.open("videos/a.webm", { start: 8, end: 99 });
    expect(await readAll(tail?.body ?? new ReadableStream())).toBe("89");
  });

  it("gives a file to a reader by ranges (a chapter's PDF to pdf.js), cut at its end", async () => {
    const store = await newStore();
    await store.put("chapters/a.pdf", bytes("0123456789"), "application/pdf");
    const source = await storedRanges(store, "chapters/a.pdf");
    expect(source?.size).toBe(10);
    const text = async (start: number, end: number) =>
      new TextDecoder().decode(await source?.read(start, end));
    expect(await text(2, 5)).toBe("234");
    expect(await text(8, 64)).toBe("89");
    expect(await text(10, 12)).toBe("");
    expect(await storedRanges(store, "chapters/none.pdf")).toBeNull();
  });

  it("answers null for a missing file", async () => {
    const store = await newStore();
    await store.put("covers/x.webp", bytes("x"), "image/webp");
    expect(await store.get("covers/none.webp")).toBeNull();
    expect(await store.open("covers/none.webp")).toBeNull();
    expect(await store.get("nothing/here")).toBeNull();
  });

  it("refuses keys that are not keys, before touching the store", async () => {
    const store = await newStore();
    for (const key of ["../outside", "/etc/passwd", "covers/../../x", ".tmp/x", "a//b"]) {
      await expect(store.put(key, bytes("x"), "text/plain"), key).rejects.toThrow(/key/);
      const one = (async function* () {
        yield bytes("x");
      })();
      await expect(store.putStream(key, one, "text/plain"), key).rejects.toThrow(/key/);
      await expect(store.get(key), key).rejects.toThrow(/key/);
      await expect(store.open(key), key).rejects.toThrow(/key/);
      await expect(store.remove([key]), key).rejects.toThrow(/key/);
    }
  });
}
