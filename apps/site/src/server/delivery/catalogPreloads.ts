// The browser loads the catalog areas a page draws from before it hydrates
// (`runtime/embeddedMessages.tsx`). Imported by the entry once it runs, an area's chunk would be
// requested only then, a round trip after the rest; named among the page's module preloads, it
// comes with them. Vite's manifest of the client build names each area's chunk.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isLocale } from "@rawafed/i18n";
import { areasBeforeHydration } from "../../runtime/embeddedMessages";

/** Where the client build's manifest is, from the site's folder (`build.manifest`). */
export const clientManifestPath = join("dist", "client", ".vite", "manifest.json");

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** An area's source module: `messages/{locale}/areas/{area}.ts` or `messages/{locale}/{area}.json`. */
const areaModule = /\/i18n\/src\/messages\/([a-z]+)\/(?:areas\/)?([a-z]+)\.(?:ts|json)$/;

/** Each locale's areas, each as the chunks to load: its own first, then those it imports. */
export type AreaChunks = Map<string, string[]>;

export function areaChunks(manifest: Manifest): AreaChunks {
  const chunks: AreaChunks = new Map();
  for (const [source, chunk] of Object.entries(manifest)) {
    const match = source.match(areaModule);
    if (!match) continue;
    const imported = (chunk.imports ?? []).flatMap((key) => manifest[key]?.file ?? []);
    chunks.set(
      `${match[1]}/${match[2]}`,
      [chunk.file, ...imported].map((file) => `/${file}`),
    );
  }
  return chunks;
}

function readManifest(): AreaChunks {
  // While developing, Vite serves the sources: a build's manifest left in dist names stale files.
  if (!import.meta.env.PROD) return new Map();
  try {
    return areaChunks(JSON.parse(readFileSync(join(process.cwd(), clientManifestPath), "utf8")));
  } catch {
    // No client build (development, tests from source): the areas load as the entry asks.
    return new Map();
  }
}

let known: AreaChunks | undefined;
const builtChunks = () => {
  known ??= readManifest();
  return known;
};

/** The chunks of the catalog areas the page at `pathname` loads before it hydrates, in its language. */
export function catalogPreloads(pathname: string, chunks = builtChunks()): string[] {
  const locale = pathname.split("/")[1];
  if (!isLocale(locale)) return [];
  return [
    ...new Set(
      areasBeforeHydration(pathname).flatMap((area) => chunks.get(`${locale}/${area}`) ?? []),
    ),
  ];
}
