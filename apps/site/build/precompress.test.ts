import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressDir } from "./precompress";

describe("precompressDir", () => {
  it("writes brotli and gzip siblings that decode to the file, Zopfli's for scripts", async () => {
    const dir = await mkdtemp(join(tmpdir(), "precompress-"));
    await mkdir(join(dir, "assets"));
    await mkdir(join(dir, "en"));
    const script = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `export const v${i} = "value ${i % 17}";`).join("\n"),
    );
    const page = Buffer.from(`<!doctype html>${"<p>hello</p>".repeat(200)}`);
    await writeFile(join(dir, "assets/app-abc.js"), script);
    await writeFile(join(dir, "en/index.html"), page);
    await writeFile(join(dir, "assets/tiny.js"), "x");

    expect(await precompressDir(dir)).toBe(2);
    for (const [file, body] of [
      ["assets/app-abc.js", script],
      ["en/index.html", page],
    ] as const) {
      expect(gunzipSync(await readFile(join(dir, `${file}.gz`)))).toEqual(body);
      expect(brotliDecompressSync(await readFile(join(dir, `${file}.br`)))).toEqual(body);
    }
    // Zopfli beats zlib's best on the script; the page keeps zlib's level 9.
    const scriptGzip = await readFile(join(dir, "assets/app-abc.js.gz"));
    expect(scriptGzip.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
    const pageGzip = await readFile(join(dir, "en/index.html.gz"));
    expect(pageGzip).toEqual(gzipSync(page, { level: 9 }));
  });
});
