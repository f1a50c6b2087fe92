/**
 * Writes the demo catalog's chapter PDFs and covers to a folder, to look at them:
 *
 *   cd apps/site && npx pnpm@10.34.8 exec node --experimental-strip-types \
 *     scripts/demo-preview.ts /tmp/demo-preview
 *
 * then e.g. `pdftoppm -r 72 -png <folder>/sand-lantern/arabic-1.pdf page` for page images.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { demoCatalog } from "../src/server/comics/demo/catalog.ts";

const out = process.argv[2];
if (!out) {
  console.error("usage: demo-preview.ts <folder>");
  process.exit(1);
}
const started = performance.now();
const catalog = await demoCatalog();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
let total = 0;
for (const comic of catalog.comics) {
  const dir = join(out, comic.slug);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "cover.png"), comic.cover);
  total += comic.cover.length;
  for (const chapter of comic.chapters) {
    await writeFile(join(dir, `${chapter.language}-${chapter.number}.pdf`), chapter.pdf);
    total += chapter.pdf.length;
  }
  const largest = Math.max(...comic.chapters.map((chapter) => chapter.pdf.length));
  console.log(
    `${comic.slug.padEnd(22)} ${comic.direction.padEnd(8)} cover ${(comic.cover.length / 1024).toFixed(0)} KB, ${comic.chapters.length} chapters, largest PDF ${(largest / 1024).toFixed(0)} KB`,
  );
}
console.log(
  `made in ${seconds} s, ${(total / 1024 / 1024).toFixed(1)} MB in all, written to ${out}`,
);
