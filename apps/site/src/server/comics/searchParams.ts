// The search form's parameters as a page or a server function receives them (strings, lists,
// anything a client sends), read leniently: an unknown genre, status or sort is ignored, a page
// number out of range is the first page. Never an error for a value it cannot read.

import {
  type ComicGenre,
  type ComicStatus,
  comicGenres,
  comicStatuses,
  type ReadingDirection,
  readingDirections,
  type TranslationLanguage,
  translationLanguages,
} from "@rawafed/forms/schemas";
import { oneOf } from "../../runtime/searchReaders";

export const SEARCH_SORTS = ["relevance", "latest", "popular", "rating"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Longest query searched (characters). */
export const QUERY_MAX = 200;
/** Highest page number read; past it, the first page. */
export const PAGE_MAX = 1000;
export const PAGE_SIZE = 20;

export interface SearchParams {
  q?: string;
  /** Comics having every one of these genres. */
  genres?: ComicGenre[];
  /** Comics having none of these. */
  exclude?: ComicGenre[];
  status?: ComicStatus;
  /** Comics with a published chapter in this language. */
  language?: TranslationLanguage;
  direction?: ReadingDirection;
  /** `relevance` by default with a query, else `latest`. */
  sort?: SearchSort;
  page?: number;
}

/** A list from `a`, `[a, b]` or `"a,b"`; known ids only, each once. */
function listOf<T extends string>(list: readonly T[], value: unknown): T[] {
  const items = (Array.isArray(value) ? value : [value])
    .filter((item): item is string => typeof item === "string")
    .flatMap((item) => item.split(","));
  return list.filter((id) => items.includes(id));
}

function pageOf(value: unknown): number {
  const page = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** The parameters of a search, from whatever was sent (`genre` is read as `genres` too). */
export function readSearchParams(
  raw: Record<string, unknown>,
): Required<Pick<SearchParams, "genres" | "exclude" | "page" | "sort">> & SearchParams {
  const q = typeof raw.q === "string" ? raw.q.trim().slice(0, QUERY_MAX) : "";
  const sort = oneOf(SEARCH_SORTS, raw.sort) ?? (q ? "relevance" : "latest");
  return {
    q: q || undefined,
    genres: listOf(comicGenres, raw.genres ?? raw.genre),
    exclude: listOf(comicGenres, raw.exclude),
    status: oneOf(comicStatuses, raw.status),
    language: oneOf(translationLanguages, raw.language),
    direction: oneOf(readingDirections, raw.direction),
    // Relevance needs a query to be relevant to.
    sort: sort === "relevance" && !q ? "latest" : sort,
    page: pageOf(raw.page),
  };
}
