import { TIsolated, useT } from "@rawafed/i18n";
import { Badge } from "../../components/Badge/Badge";
import { button } from "../../components/Button/Button.css";
import { Image } from "../../components/Image/Image";
import { Link } from "../../components/Link/Link";
import { Pagination } from "../../components/Pagination/Pagination";
import type { ComicStatus } from "../ComicCard/ComicCard";
import { type ComicGenre, genreLabel, statusLabel } from "../comicMeta/comicMeta";
import { RatingStars } from "../RatingStars/RatingStars";
import * as styles from "./SearchResults.css";

export interface SearchResult {
  name: string;
  /** The name's language when it is not the page's. */
  nameLang?: string;
  /** The original or translated name, when it differs. */
  otherName?: string;
  otherNameLang?: string;
  href: string;
  coverSrc: string;
  genres: ComicGenre[];
  status: ComicStatus;
  /** 0 to 5. */
  rating: number;
  latestChapter?: { number: number; href: string };
}

export interface SearchResultsProps {
  /** The words searched for; without them the heading only counts. */
  query?: string;
  /** All matches, over every page. */
  total: number;
  /** This page's matches. */
  results: SearchResult[];
  page: number;
  pageCount: number;
  /** The address of a results page (the same search). */
  hrefFor: (page: number) => string;
  /** The search page with no parameters, offered when nothing matches. */
  clearHref: string;
  /** The ask-for-a-comic page, offered too when nothing matches. */
  askHref?: string;
}

/** The matches of a search: a counted heading, result cards, pagination, or an empty state. */
export function SearchResults({
  query,
  total,
  results,
  page,
  pageCount,
  hrefFor,
  clearHref,
  askHref,
}: SearchResultsProps) {
  const t = useT();
  const heading = query ? (
    <TIsolated id="comics.results.heading" values={{ count: total, query }} isolated="query" />
  ) : (
    t("comics.search.resultsCount", { count: total })
  );
  return (
    <section aria-label={t("comics.results.list")} className={styles.results}>
      <h2 className={styles.heading}>{heading}</h2>
      {results.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t("comics.results.empty")}</p>
          <p>{t("comics.search.noResults")}</p>
          <Link href={clearHref} className={button({ variant: "secondary" })}>
            {t("comics.search.clearFilters")}
          </Link>
          {askHref ? (
            <>
              <p>{t("comics.request.body")}</p>
              <Link href={askHref}>{t("comics.request.title")}</Link>
            </>
          ) : null}
        </div>
      ) : (
        <ol className={styles.list}>
          {results.map((result) => (
            <li key={result.href} className={styles.item}>
              <Image
                src={result.coverSrc}
                alt=""
                width={96}
                height={144}
                className={styles.cover}
              />
              <div className={styles.body}>
                <h3 className={styles.name}>
                  <Link bare href={result.href} className={styles.nameLink}>
                    <bdi lang={result.nameLang}>{result.name}</bdi>
                  </Link>
                </h3>
                {result.otherName ? (
                  <p className={styles.otherName}>
                    <bdi lang={result.otherNameLang}>{result.otherName}</bdi>
                  </p>
                ) : null}
                <ul className={styles.badges}>
                  {result.genres.map((genre) => (
                    <li key={genre}>
                      <Badge tone="outline">{t(genreLabel(genre))}</Badge>
                    </li>
                  ))}
                  <li>
                    <Badge tone={result.status === "completed" ? "positive" : "neutral"}>
                      {t(statusLabel(result.status))}
                    </Badge>
                  </li>
                </ul>
                <RatingStars value={result.rating} />
                {result.latestChapter ? (
                  <Link href={result.latestChapter.href} className={styles.latest}>
                    {t("comics.results.latestChapter", { number: result.latestChapter.number })}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </section>
  );
}
