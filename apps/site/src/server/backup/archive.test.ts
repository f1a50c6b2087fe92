import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localFileStore } from "../files/store";
import { writeBackup } from "./backup";
import { checkArchive } from "./restore";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "rawafed-archive-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A backup of a store holding `files`, whose database names `keys`. */
async function backUp(files: Record<string, string>, keys: string[]) {
  const store = localFileStore(join(dir, "uploads"));
  for (const [key, text] of Object.entries(files)) {
    await store.put(key, new TextEncoder().encode(text), "application/octet-stream");
  }
  const file = join(dir, "backup.tar.gz");
  const manifest = await writeBackup(
    createWriteStream(file),
    {
      kind: "pglite",
      dump: async (dumpFile) => {
        await writeFile(dumpFile, "select 1;\n");
        return { keys, migrations: 17 };
      },
    },
    store,
    null,
  );
  return { file, manifest };
}

describe("a backup archive", () => {
  it("holds the dump and the named files, and is checked whole", async () => {
    const { file, manifest } = await backUp(
      { "covers/a.webp": "cover", "pdf/b.pdf": "chapter", "pdf/unnamed.pdf": "orphan" },
      ["covers/a.webp", "pdf/b.pdf", "pdf/gone.pdf"],
    );
    expect(manifest.files.map((entry) => entry.key)).toEqual(["covers/a.webp", "pdf/b.pdf"]);
    expect(manifest.missing).toEqual(["pdf/gone.pdf"]);
    expect(manifest.database).toMatchObject({ kind: "pglite", migrations: 17, size: 10 });
    await expect(checkArchive(file)).resolves.toEqual(manifest);
    await expect(checkArchive(file, { kind: "postgres", migrations: 17 })).rejects.toThrow(
      /pglite dump/,
    );
  });

  it("cut short, is refused", async () => {
    const { file } = await backUp({ "pdf/b.pdf": "x".repeat(100_000) }, ["pdf/b.pdf"]);
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, bytes.byteLength - 200));
    await expect(checkArchive(file)).rejects.toThrow(/not a whole backup archive|lacks|manifest/);
  });
});
