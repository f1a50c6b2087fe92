// The openings job applications name: an application keeps the slug of the opening it was sent
// for (in the language of the page it came from), and the console shows the opening's title in
// its own language and filters by opening, whichever language's slug an application holds.
import { type Locale, otherLocale } from "@rawafed/i18n";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../db/index";
import { submissions } from "../db/schema";
import { listPublished } from "../studio/published";
import { INBOX_KINDS, namedPosition } from "./inbox";
import { SPONTANEOUS } from "./sections";

export interface JobPositions {
  /** The title of the opening a slug names, in the console's language; undefined when unknown. */
  titleOf(slug: string): string | undefined;
  /** What a filter value asks for: every slug of its opening, or the spontaneous applications. */
  filterOf(value: string): { slugs: string[] } | "spontaneous";
  /** The filter's choices: the open positions, then the other positions applications name. */
  options: { value: string; label: string }[];
}

/** The published openings (both languages) and the positions the stored applications name. */
export async function jobPositions(db: Database, locale: Locale): Promise<JobPositions> {
  const [mine, theirs, named] = await Promise.all([
    listPublished(db, "job", locale),
    listPublished(db, "job", otherLocale(locale)),
    db
      .selectDistinct({ slug: namedPosition })
      .from(submissions)
      .where(and(eq(submissions.kind, INBOX_KINDS.applications), ne(namedPosition, "")))
      .limit(200),
  ]);
  // An opening by its item: its title here (or in the other language when only that is
  // published) and its slugs in every language.
  const openings = new Map<string, { slug: string; title: string; slugs: string[] }>();
  for (const item of [...mine, ...theirs]) {
    const opening = openings.get(item.itemId);
    if (opening) opening.slugs.push(item.slug);
    else openings.set(item.itemId, { slug: item.slug, title: item.title, slugs: [item.slug] });
  }
  const bySlug = new Map(
    [...openings.values()].flatMap((opening) => opening.slugs.map((slug) => [slug, opening])),
  );
  const unknown = named
    .map((row) => row.slug)
    .filter((slug) => !bySlug.has(slug))
    .sort();
  return {
    titleOf: (slug) => bySlug.get(slug)?.title,
    filterOf: (value) =>
      value === SPONTANEOUS ? "spontaneous" : { slugs: bySlug.get(value)?.slugs ?? [value] },
    options: [
      ...[...openings.values()].map((opening) => ({ value: opening.slug, label: opening.title })),
      ...unknown.map((slug) => ({ value: slug, label: slug })),
    ],
  };
}
