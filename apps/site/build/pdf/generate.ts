// Makes the site's downloadable documents in both languages into public/files/{locale}/, or keeps
// those a stamp of their sources says are current; loaded by the downloads plugin through Vite's
// module runner, as it reads the site's TypeScript modules and workspace packages.
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type Locale, locales } from "@rawafed/i18n";
import { catalog } from "../../src/documents/catalog";
import { type DocumentId, documentIds, documentPath } from "../../src/documents/downloads";
import { reportYears } from "../../src/documents/financials";
import { policies } from "../../src/documents/policies";
import { appRoot, sourceStamp } from "../stamp";
import { catalogPdf, policyPdf } from "./documents";
import { statementsPdf } from "./statements";

/** Everything the files are made from: when none of it changes, neither do the files. */
const sources = ["src/documents", "build/pdf", "build/downloads.ts"];

function make(id: DocumentId, locale: Locale): Promise<Buffer> {
  if (id === "rawafed-catalog") return catalogPdf(catalog[locale], locale);
  const year = reportYears.find((y) => id === `financial-statements-${y}`);
  if (year) return statementsPdf(year, locale);
  return policyPdf(policies[id as keyof typeof policies][locale], locale);
}

async function stamp(): Promise<string> {
  const pdfkit = JSON.parse(
    await readFile(join(appRoot, "node_modules/pdfkit/package.json"), "utf8"),
  );
  return sourceStamp(sources, pdfkit.version);
}

/** Makes the documents that are missing or stale; returns each one's size in bytes by path. */
export async function writeDocuments(publicDir: string): Promise<Record<string, number>> {
  const stampFile = join(publicDir, "files", ".stamp");
  const expected = await stamp();
  const current = await readFile(stampFile, "utf8").catch(() => "");
  const sizes: Record<string, number> = {};
  for (const locale of locales) {
    await mkdir(join(publicDir, "files", locale), { recursive: true });
    for (const id of documentIds) {
      const path = documentPath(id, locale);
      const file = join(publicDir, path);
      const existing = current === expected ? await stat(file).catch(() => null) : null;
      if (existing) {
        sizes[path] = existing.size;
        continue;
      }
      const bytes = await make(id, locale);
      await writeFile(file, bytes);
      sizes[path] = bytes.length;
    }
  }
  await writeFile(stampFile, expected);
  return sizes;
}
