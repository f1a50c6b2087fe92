import { mkdtempSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localFileStore } from "./store";
import { fileStoreContract } from "./storeContract";

const newRoot = () => mkdtempSync(join(tmpdir(), "rawafed-store-"));

describe("the local file store", () => {
  fileStoreContract(() => localFileStore(newRoot()));

  it("writes each file at its key's path, through a temporary file it leaves nowhere", async () => {
    const root = newRoot();
    const store = localFileStore(root);
    await store.put("pages/abc/1-800-00.webp", new TextEncoder().encode("first"), "image/webp");
    expect(await readFile(join(root, "pages/abc/1-800-00.webp"), "utf8")).toBe("first");
    expect(readdirSync(join(root, ".tmp"))).toEqual([]);
  });

  it("leaves no temporary file behind a stream that failed", async () => {
    const root = newRoot();
    const store = localFileStore(root);
    async function* broken() {
      yield new TextEncoder().encode("half");
      throw new Error("refused");
    }
    await expect(store.putStream("pdf/b.pdf", broken(), "application/pdf")).rejects.toThrow();
    expect(readdirSync(join(root, ".tmp"))).toEqual([]);
  });

  it("answers null for a folder", async () => {
    const store = localFileStore(newRoot());
    await store.put("covers/x.webp", new TextEncoder().encode("x"), "image/webp");
    expect(await store.get("covers")).toBeNull();
    expect(await store.open("covers")).toBeNull();
  });
});
