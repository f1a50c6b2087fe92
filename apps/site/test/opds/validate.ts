// Feeds checked against their standards' own schemas (see schemas/README.md): OPDS 1.2 Atom by
// Debian's jing against the RELAX NG grammar, OPDS 2.0 JSON by ajv against the JSON Schemas.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";

const schemas = join(import.meta.dirname, "schemas");

/**
 * A page-streaming link's template filled in as a reading app fills it. OPDS-PSE requires the
 * literal `{pageNumber}` and `{maxWidth}` in its link's href, and the OPDS grammar refuses braces
 * in any href (its `atomUri`): the grammar is kept as published and the feed checked as a client
 * reads it. Only those two placeholders, and only in PSE links, are filled.
 */
export const filledStreamLinks = (xml: string): string =>
  xml.replace(/<link rel="http:\/\/vaemendis\.net\/opds-pse\/stream"[^>]*>/g, (link) =>
    link.replace("{pageNumber}", "0").replace("{maxWidth}", "800"),
  );

/**
 * jing's findings for OPDS 1.2 documents, each line naming the document by its key: none when
 * all are valid. One jing for them all: a Java start per feed took a walk of 40 feeds past its
 * test's time on a busy machine.
 */
export function opds12ProblemsOf(documents: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), "opds-"));
  try {
    const entries = Object.entries(documents);
    const files = entries.map(([, xml], index) => {
      const file = join(dir, `feed-${index}.xml`);
      writeFileSync(file, filledStreamLinks(xml));
      return file;
    });
    const run = spawnSync("jing", ["-c", join(schemas, "opds-1.2", "opds.rnc"), ...files], {
      encoding: "utf8",
    });
    if (run.error) {
      throw new Error(`jing did not run (apt-get install jing): ${run.error.message}`);
    }
    if (run.status === 0) return [];
    // Debian's jing warns on stderr of optional jars it does not find: not about the document.
    return `${run.stdout}${run.stderr}`
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("[warning]"))
      .map((line) =>
        files.reduce(
          (named, file, index) => named.replaceAll(file, entries[index]?.[0] ?? file),
          line,
        ),
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** jing's findings for one OPDS 1.2 document: none when it is valid. */
export const opds12Problems = (xml: string): string[] => opds12ProblemsOf({ feed: xml });

/** Every JSON Schema under a folder, by its own `$id`. */
function schemaFiles(dir: string): object[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return schemaFiles(path);
    return name.endsWith(".schema.json") ? [JSON.parse(readFileSync(path, "utf8")) as object] : [];
  });
}

let ajv: Ajv | undefined;
function validator(): Ajv {
  if (ajv) return ajv;
  ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const schema of [
    ...schemaFiles(join(schemas, "webpub-manifest")),
    ...schemaFiles(join(schemas, "opds-2.0")),
  ]) {
    ajv.addSchema(schema);
  }
  return ajv;
}

/** ajv's findings for an OPDS 2.0 document against `schema` (`feed`, `authentication`...). */
export function opds2Problems(document: unknown, schema = "feed"): string[] {
  const validate = validator().getSchema(`https://drafts.opds.io/schema/${schema}.schema.json`);
  if (!validate) throw new Error(`no schema ${schema}`);
  if (validate(document)) return [];
  return (validate.errors ?? []).map(
    (error) =>
      `${error.instancePath || "/"} ${error.message ?? ""} ${JSON.stringify(error.params)}`,
  );
}

/** ajv's findings for a Readium Web Publication Manifest (a chapter's Divina manifest). */
export function webpubProblems(document: unknown): string[] {
  const validate = validator().getSchema(
    "https://readium.org/webpub-manifest/schema/publication.schema.json",
  );
  if (!validate) throw new Error("no Readium publication schema");
  if (validate(document)) return [];
  return (validate.errors ?? []).map(
    (error) =>
      `${error.instancePath || "/"} ${error.message ?? ""} ${JSON.stringify(error.params)}`,
  );
}
