// Renders the site's illustrations (art/) to AVIF and WebP at the widths pages ask for, into
// public/images/, with a mirrored set for right-to-left pages where a scene allows it. Loaded by
// the pictures plugin through Vite's module runner; a stamp of the sources keeps current files.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { type IllustrationId, illustration, illustrationIds } from "../../art/index";
import { pictureFile, pictureWidths } from "../../src/content/pictures";
import { sourceStamp } from "../stamp";

const sources = ["art", "build/pictures", "src/content/pictures.ts"];

const stamp = () => sourceStamp(sources, sharp.versions.sharp ?? "");

async function render(publicDir: string, id: IllustrationId) {
  const { svg, mirrorInRtl } = illustration(id);
  // Rasterised once at the largest width; every smaller file is resized from it.
  const full = await sharp(Buffer.from(svg), { density: 144 })
    .resize({ width: pictureWidths.at(-1) })
    .png()
    .toBuffer();
  for (const mirrored of mirrorInRtl ? [false, true] : [false]) {
    const base = mirrored ? sharp(full).flop() : sharp(full);
    const source = await base.png().toBuffer();
    for (const width of pictureWidths) {
      const resized = sharp(source).resize({ width });
      await writeFile(
        join(publicDir, pictureFile(id, width, "avif", mirrored)),
        await resized.clone().avif({ quality: 55, effort: 3 }).toBuffer(),
      );
      await writeFile(
        join(publicDir, pictureFile(id, width, "webp", mirrored)),
        await resized.clone().webp({ quality: 80, effort: 4 }).toBuffer(),
      );
    }
  }
  return mirrorInRtl;
}

/** Makes the pictures that are missing or stale; returns the ids with a mirrored set. */
export async function writePictures(publicDir: string): Promise<{ mirrored: IllustrationId[] }> {
  await mkdir(join(publicDir, "images"), { recursive: true });
  const stampFile = join(publicDir, "images", ".stamp");
  const expected = await stamp();
  const current = await readFile(stampFile, "utf8").catch(() => "");
  const mirrored = illustrationIds.filter((id) => illustration(id).mirrorInRtl);
  if (current === expected) return { mirrored };
  for (const id of illustrationIds) await render(publicDir, id);
  await writeFile(stampFile, expected);
  return { mirrored };
}
