#!/usr/bin/env node
// Prints how many messages each locale's catalog holds, per domain file, and exits non-zero on
// any gap: an id in one locale and not the other, or an empty value.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = join(import.meta.dirname, "..", "src", "messages");
const locales = ["en", "ar"];
const domains = readdirSync(join(dir, "en")).filter((file) => file.endsWith(".json"));
const read = (locale, domain) => JSON.parse(readFileSync(join(dir, locale, domain), "utf8"));

let gaps = 0;
const rows = [];
const totals = Object.fromEntries(locales.map((locale) => [locale, 0]));
for (const domain of domains) {
  const [en, ar] = locales.map((locale) => read(locale, domain));
  rows.push({ domain, en: Object.keys(en).length, ar: Object.keys(ar).length });
  totals.en += Object.keys(en).length;
  totals.ar += Object.keys(ar).length;
  for (const [from, to, name] of [
    [en, ar, "ar"],
    [ar, en, "en"],
  ]) {
    for (const id of Object.keys(from)) {
      if (!(id in to)) {
        console.error(`missing in ${name}: ${id} (${domain})`);
        gaps++;
      } else if (!String(to[id]).trim()) {
        console.error(`empty in ${name}: ${id} (${domain})`);
        gaps++;
      }
    }
  }
}
console.table(rows);
console.log(`total: en ${totals.en}, ar ${totals.ar}; gaps: ${gaps}`);
process.exit(gaps > 0 ? 1 : 0);
