// The catalogs' text for specs, read from their files (Playwright's loader takes no JSON imports):
// a spec says what a person reads in either language without copying the words.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatMessage, type Locale, type MessageId } from "@rawafed/i18n";

const dir = join(import.meta.dirname, "../../../packages/i18n/src/messages");

const read = (locale: Locale): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(join(dir, locale))
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(readFileSync(join(dir, locale, file), "utf8"))),
  );

const catalogs = { en: read("en"), ar: read("ar") };

/** A message as the page shows it in `locale`. */
export const say = (locale: Locale, id: MessageId, values?: Record<string, string | number>) =>
  formatMessage(locale, catalogs[locale] as never, id, values);
