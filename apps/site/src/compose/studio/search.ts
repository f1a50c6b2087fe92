import type { StudioListStateFilter } from "@rawafed/design-system/studio";
import { isLocale, type Locale } from "@rawafed/i18n";
import type { EditorialKind } from "../../server/db/schema";
import { studioKinds } from "./hrefs";

// The studio's addresses read leniently: anything unknown in a search is left out, never an error.

export const isStudioKind = (value: string): value is EditorialKind =>
  (studioKinds as readonly string[]).includes(value);

const states: readonly StudioListStateFilter[] = [
  "missing",
  "draft",
  "inReview",
  "scheduled",
  "published",
  "unpublished",
  "outdated",
];

const text = (value: unknown, max: number) =>
  typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : undefined;

export function readStudioListSearch(search: Record<string, unknown>): {
  q?: string;
  state?: StudioListStateFilter;
  language?: Locale;
  page?: number;
} {
  const page = Number(search.page);
  const read = {
    q: text(search.q, 200),
    state: states.find((state) => state === search.state),
    language: isLocale(search.language) ? search.language : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined));
}

export function readStudioLang(search: Record<string, unknown>): { lang?: Locale } {
  return isLocale(search.lang) ? { lang: search.lang } : {};
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readCompareSearch(search: Record<string, unknown>): { from?: string; to?: string } {
  const read = {
    from: typeof search.from === "string" && uuid.test(search.from) ? search.from : undefined,
    to: typeof search.to === "string" && uuid.test(search.to) ? search.to : undefined,
  };
  return Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined));
}
