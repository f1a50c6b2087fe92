// What a generated set of files (documents, pictures) is made from, as one hash: when none of its
// sources change, the files on disk are current and the build keeps them.
import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";

/** The app's folder, which `sources` are relative to. */
export const appRoot = join(import.meta.dirname, "..");

async function filesUnder(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isDirectory()) return [path];
  const names = (await readdir(path)).sort();
  return (await Promise.all(names.map((name) => filesUnder(join(path, name))))).flat();
}

/** A hash of every file under `sources` (tests and previews aside) and of `extra` (versions). */
export async function sourceStamp(sources: readonly string[], extra: string): Promise<string> {
  const hash = createHash("sha256");
  for (const source of sources) {
    for (const file of await filesUnder(join(appRoot, source))) {
      if (/\.test\.ts$|preview\.ts$/.test(file)) continue;
      hash.update(file.slice(appRoot.length)).update(await readFile(file));
    }
  }
  return hash.update(extra).digest("hex");
}
