import { Hero, PageMatches, SearchFilters, SearchResults } from "@rawafed/design-system";
import type { Locale } from "@rawafed/i18n";
import { useT } from "@rawafed/i18n";
import { chapterTextLanguage } from "../../server/comics/chapterLanguage";
import type { SearchResult } from "../../server/comics/search";
import type { readSearchParams } from "../../server/comics/searchParams";
import type { PageMatch } from "../../server/comics/transcripts";
import { pagePath } from "../../site/paths";
import { ComicsFrame, type Reader } from "./ComicsFrame";
import { chapterHref, comicHref, coverOr, searchHref, shownName } from "./links";

export type SearchQuery = ReturnType<typeof readSearchParams>;

/** The query as the search form's fields name it (`genre`, not `genres`). */
const formValues = (query: SearchQuery) => ({
  q: query.q,
  genre: query.genres,
  exclude: query.exclude,
  status: query.status,
  language: query.language,
  direction: query.direction,
  sort: query.sort,
});

/** `/{l}/comics/search`: the filters, the results and their pages; everything in the address. */
export function SearchScreen({
  locale,
  reader,
  query,
  result,
}: {
  locale: Locale;
  reader: Reader;
  query: SearchQuery;
  result: SearchResult & { pages: PageMatch[] };
}) {
  const t = useT();
  const values = formValues(query);
  return (
    <ComicsFrame pageId="comicsSearch" locale={locale} reader={reader}>
      <Hero title={t("nav.comicsSearch")} />
      <SearchFilters
        action={pagePath("comicsSearch", locale)}
        values={values}
        facets={{
          genres: result.facets.genres.map(({ id, count }) => ({ value: id, count })),
          statuses: result.facets.status.map(({ id, count }) => ({ value: id, count })),
          languages: result.facets.languages.map(({ id, count }) => ({ value: id, count })),
          directions: result.facets.directions.map(({ id, count }) => ({ value: id, count })),
        }}
        clearHref={pagePath("comicsSearch", locale)}
      />
      <SearchResults
        query={query.q}
        total={result.total}
        page={result.page}
        pageCount={result.pageCount}
        hrefFor={(page) => searchHref(locale, { ...values, page: page > 1 ? page : undefined })}
        clearHref={pagePath("comicsSearch", locale)}
        askHref={pagePath("askForComic", locale)}
        results={result.results.map((card) => {
          const shown = shownName(locale, card);
          return {
            name: shown.name,
            nameLang: shown.lang,
            otherName: shown.other?.name,
            otherNameLang: shown.other?.lang,
            href: comicHref(locale, card.slug),
            coverSrc: coverOr(card.cover),
            genres: card.genres,
            status: card.status,
            rating: card.rating.average ?? 0,
            latestChapter: card.latestChapter
              ? {
                  number: card.latestChapter.number,
                  href: chapterHref(
                    locale,
                    card.slug,
                    card.latestChapter.number,
                    card.latestChapter.language,
                  ),
                }
              : undefined,
          };
        })}
      />
      <PageMatches
        matches={result.pages.map((match) => {
          const shown = shownName(locale, match.comic);
          const words = chapterTextLanguage(match.chapter.language);
          return {
            comicName: shown.name,
            comicNameLang: shown.lang,
            chapter: match.chapter.number,
            page: match.page,
            href: chapterHref(
              locale,
              match.comic.slug,
              match.chapter.number,
              match.chapter.language,
              match.page,
            ),
            line: match.line,
            lineLang: words.lang,
            lineDir: words.dir,
          };
        })}
      />
    </ComicsFrame>
  );
}
