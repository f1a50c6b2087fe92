import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PAYLOAD_FILE } from "./payload";

/** Writes a prerendered page's loader data beside its HTML, as plain JSON. */
export async function writePayload(outputDir: string, pagePath: string, data: unknown) {
  const segments = pagePath
    .split("/")
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  const dir = join(outputDir, ...segments);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, PAYLOAD_FILE), JSON.stringify(data));
}
