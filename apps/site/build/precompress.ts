// Every text file of the client output is compressed once at build, at the highest levels, so the
// server sends `.br`/`.gz` siblings instead of compressing on each request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(html|js|css|json|svg|xml|txt)$/;
const MIN_BYTES = 1024;

const hashedAsset = /[\\/]assets[\\/][^\\/]+\.(js|css)$/;

/**
 * The gzip sibling. Scripts and stylesheets (hashed, cached for a year, on every page) go through
 * Zopfli: the same gzip format, about 3 % smaller than zlib's level 9 for the browsers that do not
 * take brotli, at about 15 s of build. Pages and payloads (megabytes of them) stay on zlib.
 */
function gzipFor(file: string, body: Buffer): Promise<Uint8Array> {
  return hashedAsset.test(file)
    ? zopfliGzip(body, { numiterations: 15 })
    : gzipAsync(body, { level: 9 });
}

export async function precompressDir(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true, encoding: "utf8" }))
    .filter((file) => compressible.test(file))
    .map((file) => join(dir, file));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        }),
        gzipFor(file, body),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      count++;
    }),
  );
  return count;
}

/** Runs after the whole build, prerendered pages included. */
export function precompressPlugin(): Plugin {
  return {
    name: "rawafed:precompress",
    // After TanStack Start's own post-build step, which prerenders the pages.
    enforce: "post",
    buildApp: {
      order: "post",
      async handler(builder) {
        const client = builder.environments.client;
        if (!client) return;
        const count = await precompressDir(client.config.build.outDir);
        client.logger.info(
          `precompressed ${count} files (brotli 11; gzip: Zopfli for assets, level 9 for the rest)`,
        );
      },
    },
  };
}
