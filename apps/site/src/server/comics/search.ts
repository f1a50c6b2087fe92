// Catalog search: full-text (English and Arabic configurations) and trigram similarity over the
// normalised names (comics.search_text, migration 0004), filters, facet counts and sorting, in
// one statement. The query is normalised by the same SQL function as the indexed text.

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
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/index";
import { likeLiteral } from "../db/like";
import { type BrowseSummary, catalogVersion, keepSummary, keptSummary } from "./browseSummaries";
import { PAGE_SIZE, readSearchParams, type SearchParams, type SearchSort } from "./searchParams";
import { BAYES_VOTES, type CardRow, type ComicCard, textArray, toCard } from "./shared";

export type { SearchParams, SearchSort } from "./searchParams";

export interface FacetCount<T extends string> {
  id: T;
  count: number;
}

export interface SearchResult {
  total: number;
  page: number;
  pageCount: number;
  /** The sort applied (the default one when none was asked). */
  sort: SearchSort;
  results: ComicCard[];
  /**
   * Counts within the current query. Genres: among the results (how many stay if it is added).
   * Status, language, direction: as if that filter were not set (how many its other values give).
   */
  facets: {
    genres: FacetCount<ComicGenre>[];
    status: FacetCount<ComicStatus>[];
    languages: FacetCount<TranslationLanguage>[];
    directions: FacetCount<ReadingDirection>[];
  };
}

type Executor = Pick<Database, "execute">;

export async function searchComics(db: Database, input: SearchParams): Promise<SearchResult> {
  const params = readSearchParams({ ...input });
  if (!params.q) return run(db, params, "");
  // Matching reads the GIN indexes and joins the few matches by primary key: the planner, pricing
  // text-search and trigram operators as cheap and guessing thousands of matches, would scan and
  // hash the whole catalog, comparing each name. No JIT: the disabled paths' nominal cost would
  // pass its threshold and compile for a second. Set for this transaction only: a pooled
  // connection keeps no setting.
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      select set_config('enable_seqscan', 'off', true),
        set_config('enable_hashjoin', 'off', true),
        set_config('enable_mergejoin', 'off', true),
        set_config('jit', 'off', true),
        comics_search_normalize(${params.q}) as text`);
    return run(tx, params, (rows[0] as { text: string | null }).text ?? "");
  });
}

/** The search itself, `query` normalised as the index holds text. */
async function run(
  db: Executor,
  params: ReturnType<typeof readSearchParams>,
  query: string,
): Promise<SearchResult> {
  // A query of only marks (tashkeel, tatweel) searches nothing: the whole catalog, by its sort.
  const sort: SearchSort = params.sort === "relevance" && !query ? "latest" : params.sort;
  // Browsing (no query): the counts of this filter set may be known for the catalog as it is.
  const browseKey = query
    ? undefined
    : JSON.stringify([
        [...params.genres].sort(),
        [...params.exclude].sort(),
        params.status,
        params.language,
        params.direction,
      ]);
  const known: BrowseSummary | undefined =
    browseKey === undefined ? undefined : keptSummary(await catalogVersion(db), browseKey);

  const where: SQL[] = [sql`c.state = 'published'`];
  // Each match by its own index: full-text words or a substring; only when neither finds anything,
  // names alike by trigrams (a typo). Comparing trigrams costs most, and a name found as typed
  // ranks above names merely alike anyway.
  const matched = query
    ? sql`exact as materialized (
        select id from comics where search_vector @@ comics_search_query(${query})
        union select id from comics where search_text like ${`%${likeLiteral(query)}%`}
      ),
      matched as materialized (
        select id, false as fuzzy from exact
        union all
        select id, true from comics
        where ${query} <% search_text and not exists (select from exact)
      ),`
    : sql``;
  const from = query
    ? sql`matched x join comics c on c.id = x.id join comic_stats s on s.comic_id = c.id`
    : sql`comics c join comic_stats s on s.comic_id = c.id`;
  if (params.genres.length > 0) where.push(sql`c.genres @> ${textArray(params.genres)}`);
  if (params.exclude.length > 0) where.push(sql`not (c.genres && ${textArray(params.exclude)})`);

  const status = params.status ? sql`b.status = ${params.status}` : sql`true`;
  const language = params.language ? sql`${params.language} = any(b.languages)` : sql`true`;
  const direction = params.direction ? sql`b.direction = ${params.direction}` : sql`true`;
  const all = sql`${status} and ${language} and ${direction}`;
  const bayes = sql`((${BAYES_VOTES} * coalesce(m.mean, 0) + b.rating_sum) / (${BAYES_VOTES} + b.rating_count))`;
  const score = query
    ? sql`ts_rank(c.search_vector, comics_search_query(${query}))
        + case when c.search_text like ${`${likeLiteral(query)}%`} then 0.5 else 0 end
        + case when x.fuzzy then word_similarity(${query}, c.search_text) else 0 end`
    : sql`0`;
  const order = {
    relevance: sql`b.score desc, b.views desc, b.slug`,
    latest: sql`b.latest_chapter_at desc nulls last, b.published_at desc nulls last, b.slug`,
    // `nulls last` as the index has it (views are never null): the page is read from the index.
    popular: sql`b.views desc nulls last, ${bayes} desc, b.slug`,
    rating: sql`${bayes} desc, b.rating_count desc, b.views desc, b.slug`,
  }[sort];

  // Facets in one pass each over the matches (arrays unnested, then grouped): counting every
  // value with its own filtered aggregate read each row's arrays once per value.
  const facets = sql`json_build_array(
      (select coalesce(json_object_agg(g, n), '{}') from (
        select g, count(*)::int as n from b, unnest(b.genres) g where ${all} group by g) t),
      (select coalesce(json_object_agg(status, n), '{}') from (
        select b.status, count(*)::int as n from b where ${language} and ${direction}
        group by b.status) t),
      (select coalesce(json_object_agg(l, n), '{}') from (
        select l, count(*)::int as n from b, unnest(b.languages) l where ${status} and ${direction}
        group by l) t),
      (select coalesce(json_object_agg(direction, n), '{}') from (
        select b.direction, count(*)::int as n from b where ${status} and ${language}
        group by b.direction) t))`;
  const offset = (params.page - 1) * PAGE_SIZE;
  // `b`: what filters, facets and sorts read, for every match; the cards' own columns are read
  // for the page of results only (a top-N sort: only the page is ordered in full). With the
  // counts known, `b` is read by the page alone: inlined, the latest and popular sorts walk
  // their index to the page's last comic.
  const summary = known
    ? sql`null::int as version, null::int as total, null::json as facets`
    : sql`(select version from comics_catalog_version) as version,
      (select count(*) filter (where ${all})::int from b) as total,
      ${facets} as facets`;
  const statement = sql`
    with m as (
      -- The prior of Bayesian averages: the mean rating of published comics.
      select rating_sum::float8 / nullif(rating_count, 0) as mean from comic_rating_totals
    ),
    ${matched}
    b as ${known ? sql`not materialized` : sql`materialized`} (
      select c.id, c.slug, c.genres, c.status, c.direction, c.views,
        c.published_at, s.languages, s.rating_count, s.rating_sum, s.latest_chapter_at,
        ${score} as score
      from ${from}
      where ${sql.join(where, sql` and `)}
    ),
    page as materialized (
      select b.* from b, m where ${all} order by ${order} limit ${PAGE_SIZE} offset ${offset}
    )
    select
      (select mean from m) as mean,
      ${summary},
      (select coalesce(json_agg(json_build_object(
          'slug', c.slug, 'name', c.name, 'translated_name', c.translated_name,
          'cover_key', c.cover_key, 'genres', c.genres, 'status', c.status,
          'direction', c.direction, 'views', c.views::float8,
          'rating_count', s.rating_count, 'rating_sum', s.rating_sum,
          'latest_chapter_at', s.latest_chapter_at,
          'latest_chapter_number', s.latest_chapter_number,
          'latest_chapter_language', s.latest_chapter_language
        ) order by ${order}), '[]'::json)
        from page b cross join m join comics c on c.id = b.id join comic_stats s on s.comic_id = b.id
      ) as results`;
  const { rows } = await db.execute(statement);
  const row = rows[0] as unknown as BrowseSummary & {
    mean: number | null;
    version: number | string | null;
    results: JsonCard[];
  };
  const mean = row.mean;
  const { total, facets: counts } = known ?? row;
  if (!known && browseKey !== undefined) {
    keepSummary(Number(row.version), browseKey, { total, facets: counts });
  }
  const [genres, statuses, languages, directions] = counts;
  const take = <T extends string>(ids: readonly T[], counts: Record<string, number> = {}) =>
    ids.map((id) => ({ id, count: counts[id] ?? 0 }));
  return {
    total,
    page: params.page,
    pageCount: Math.ceil(total / PAGE_SIZE),
    sort,
    results: row.results.map((card) => toCard(fromJson(card), mean)),
    facets: {
      genres: take(comicGenres, genres),
      status: take(comicStatuses, statuses),
      languages: take(translationLanguages, languages),
      directions: take(readingDirections, directions),
    },
  };
}

interface JsonCard {
  slug: string;
  name: string;
  translated_name: string;
  cover_key: string | null;
  genres: string[];
  status: ComicStatus;
  direction: ReadingDirection;
  views: number;
  rating_count: number;
  rating_sum: number;
  latest_chapter_at: string | null;
  latest_chapter_number: number | null;
  latest_chapter_language: string | null;
}

const fromJson = (card: JsonCard): CardRow => ({
  slug: card.slug,
  name: card.name,
  translatedName: card.translated_name,
  coverKey: card.cover_key,
  genres: card.genres,
  status: card.status,
  direction: card.direction,
  views: card.views,
  ratingCount: card.rating_count,
  ratingSum: card.rating_sum,
  latestChapterAt: card.latest_chapter_at,
  latestChapterNumber: card.latest_chapter_number,
  latestChapterLanguage: card.latest_chapter_language,
});
