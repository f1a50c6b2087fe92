import { mkdtempSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localFileStore } from "./store";

const newStore = () => {
  const root = mkdtempSync(join(tmpdir(), "rawafed-store-"));
  return { root, store: localFileStore(root) };
};
const bytes = (text: string) => new TextEncoder().encode(text);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("the local file store", () => {
  it("stores, reads, streams, replaces and removes files by key", async () => {
    const { root, store } = newStore();
    await store.put("pages/abc/1-800-00.webp", bytes("first"), "image/webp");
    expect(
      new TextDecoder().decode((await store.get("pages/abc/1-800-00.webp")) ?? undefined),
    ).toBe("first");
    expect(await readFile(join(root, "pages/abc/1-800-00.webp"), "utf8")).toBe("first");

    await store.put("pages/abc/1-800-00.webp", bytes("second!"), "image/webp");
    const opened = await store.open("pages/abc/1-800-00.webp");
    expect(opened?.size).toBe(7);
    expect(await readAll(opened?.body ?? new ReadableStream())).toBe("second!");
    // No temporary file is left behind.
    expect(readdirSync(join(root, ".tmp"))).toEqual([]);

    await store.remove(["pages/abc/1-800-00.webp", "pages/abc/never-stored.webp"]);
    expect(await store.get("pages/abc/1-800-00.webp")).toBeNull();
    expect(await store.open("pages/abc/1-800-00.webp")).toBeNull();
  });

  it("answers null for a missing file or a folder", async () => {
    const { store } = newStore();
    await store.put("covers/x.webp", bytes("x"), "image/webp");
    expect(await store.get("covers/none.webp")).toBeNull();
    expect(await store.get("covers")).toBeNull();
    expect(await store.open("covers")).toBeNull();
    expect(await store.get("nothing/here")).toBeNull();
  });

  it("refuses keys that are not keys, before touching the disk", async () => {
    const { store } = newStore();
    for (const key of ["../outside", "/etc/passwd", "covers/../../x", ".tmp/x", "a//b"]) {
      await expect(store.put(key, bytes("x"), "text/plain"), key).rejects.toThrow(/key/);
      await expect(store.get(key), key).rejects.toThrow(/key/);
      await expect(store.open(key), key).rejects.toThrow(/key/);
      await expect(store.remove([key]), key).rejects.toThrow(/key/);
    }
  });
});
