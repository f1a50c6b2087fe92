/**
 * Renders every illustration to /tmp/art-preview/<id>.png, 800 px wide.
 * cd apps/site && npx pnpm@10.34.8 exec node --experimental-strip-types art/preview.ts [id …]
 */
import { mkdir, writeFile } from "node:fs/promises";
import sharp from "sharp";
import { type IllustrationId, illustration, illustrationIds } from "./index.ts";

const out = "/tmp/art-preview";
await mkdir(out, { recursive: true });
const wanted = process.argv.slice(2);
const ids = wanted.length
  ? illustrationIds.filter((id) => wanted.includes(id))
  : [...illustrationIds];
const small = process.env.ART_SMALL === "1";
for (const id of ids as IllustrationId[]) {
  const { svg, mirrorInRtl } = illustration(id);
  await writeFile(`${out}/${id}.svg`, svg);
  await sharp(Buffer.from(svg)).resize(800).png().toFile(`${out}/${id}.png`);
  if (small) await sharp(Buffer.from(svg)).resize(400).png().toFile(`${out}/${id}-400.png`);
  console.log(
    `${id.padEnd(24)} ${(svg.length / 1024).toFixed(1).padStart(5)} KB  mirror ${mirrorInRtl}`,
  );
}
