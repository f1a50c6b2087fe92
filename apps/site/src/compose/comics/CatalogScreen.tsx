import {
  type ComicGridItem,
  ComicsCatalog,
  Hero,
  type LatestChapter,
} from "@rawafed/design-system";
import type { Locale } from "@rawafed/i18n";
import { useT } from "@rawafed/i18n";
import type { CatalogHome } from "../../server/comics/catalog";
import type { ComicCard } from "../../server/comics/shared";
import { ComicsFrame, type Reader } from "./ComicsFrame";
import { chapterHref, comicHref, coverOr, isoDate, searchHref, shownName } from "./links";

/** A comic as a card of a grid (catalog, publisher, similar comics). */
export function useGridItem(locale: Locale) {
  const t = useT();
  return (card: ComicCard): ComicGridItem => ({
    name: shownName(locale, card).name,
    href: comicHref(locale, card.slug),
    coverSrc: coverOr(card.cover),
    genre: card.genres[0] ? t(`comics.genre.${card.genres[0]}`) : "",
    status: card.status,
    rating: card.rating.average ?? 0,
    views: card.views,
    chapters: card.latestChapter?.number ?? 0,
  });
}

/** `/{l}/comics`: the latest chapters, the popular comics and the genres. */
export function CatalogScreen({
  locale,
  reader,
  home,
}: {
  locale: Locale;
  reader: Reader;
  home: CatalogHome;
}) {
  const t = useT();
  const gridItem = useGridItem(locale);
  const latest: LatestChapter[] = home.latestChapters.map((chapter) => {
    const shown = shownName(locale, chapter.comic);
    return {
      comicName: shown.name,
      comicNameLang: shown.lang,
      number: chapter.number,
      language: chapter.language,
      date: isoDate(chapter.publishedAt),
      href: chapterHref(locale, chapter.comic.slug, chapter.number, chapter.language),
      coverSrc: coverOr(chapter.comic.cover),
    };
  });
  return (
    <ComicsFrame pageId="comics" locale={locale} reader={reader}>
      <Hero
        title={t("nav.comics")}
        lead={t("comics.catalog.lead")}
        action={{ label: t("comics.catalog.search"), href: searchHref(locale) }}
      />
      <ComicsCatalog
        latest={latest}
        popular={home.popular.map(gridItem)}
        genres={home.genres.map((genre) => ({
          genre: genre.id,
          count: genre.count,
          href: searchHref(locale, { genre: genre.id }),
        }))}
      />
    </ComicsFrame>
  );
}
