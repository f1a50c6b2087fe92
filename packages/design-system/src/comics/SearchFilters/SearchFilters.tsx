import { type MessageId, useT } from "@rawafed/i18n";
import { type ChangeEvent, useId } from "react";
import { button } from "../../components/Button/Button.css";
import { ChevronDownIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import type { ComicStatus } from "../ComicCard/ComicCard";
import {
  type ComicGenre,
  directionLabel,
  genreLabel,
  languageLabel,
  type ReadingDirection,
  statusLabel,
} from "../comicMeta/comicMeta";
import type { TranslationLanguage } from "../TranslatorCard/TranslatorCard";
import * as styles from "./SearchFilters.css";

export type SearchSort = "relevance" | "latest" | "popular" | "rating";

/**
 * The current search, as read from the URL. The form's field names are the URL's parameters:
 * `q`, `genre` (repeated, included), `exclude` (repeated), `status`, `language`, `direction`, `sort`.
 */
export interface SearchValues {
  q?: string;
  genre?: ComicGenre[];
  exclude?: ComicGenre[];
  status?: ComicStatus;
  language?: TranslationLanguage;
  direction?: ReadingDirection;
  sort?: SearchSort;
}

/** How many comics each option would find (the search's facets). */
export interface SearchFacets {
  genres: { value: ComicGenre; count: number }[];
  statuses: { value: ComicStatus; count: number }[];
  languages: { value: TranslationLanguage; count: number }[];
  directions: { value: ReadingDirection; count: number }[];
}

export interface SearchFiltersProps {
  /** The search page's address; the form is sent there with GET. */
  action: string;
  values: SearchValues;
  facets: SearchFacets;
  /** The search page with no parameters. */
  clearHref: string;
}

const sorts: SearchSort[] = ["relevance", "latest", "popular", "rating"];

/**
 * The search form: a GET form whose fields live in the URL, so it works before (and without)
 * JavaScript and the server-rendered page shows the current search. Genres are two checkbox
 * groups (include, exclude) inside a disclosure; a genre checked in one is unchecked in the other.
 */
export function SearchFilters({ action, values, facets, clearHref }: SearchFiltersProps) {
  const t = useT();
  const id = useId();
  const option = (label: MessageId, count: number) =>
    t("comics.filters.option", { label: t(label), count });
  const included = values.genre ?? [];
  const excluded = values.exclude ?? [];

  // One genre is never both included and excluded: checking it in one group clears the other.
  const onGenre = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (!input.checked) return;
    const other = input.name === "genre" ? "exclude" : "genre";
    const twin = input.form?.querySelector<HTMLInputElement>(
      `input[name="${other}"][value="${input.value}"]`,
    );
    if (twin) twin.checked = false;
  };

  const genreGroup = (name: "genre" | "exclude", legend: MessageId, chosen: ComicGenre[]) => (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t(legend)}</legend>
      <ul className={styles.checks}>
        {facets.genres.map(({ value, count }) => (
          <li key={value}>
            <label className={styles.check}>
              <input
                type="checkbox"
                name={name}
                value={value}
                defaultChecked={chosen.includes(value)}
                onChange={onGenre}
                className={styles.box}
              />
              {option(genreLabel(value), count)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );

  const select = <V extends string>(
    name: string,
    label: MessageId,
    current: V | undefined,
    options: { value: V; label: MessageId; count?: number }[],
    any = true,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {t(label)}
      </label>
      <select
        id={`${id}-${name}`}
        name={name}
        defaultValue={current ?? ""}
        className={styles.control}
      >
        {any ? <option value="">{t("comics.filters.any")}</option> : null}
        {options.map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.count === undefined ? t(entry.label) : option(entry.label, entry.count)}
          </option>
        ))}
      </select>
    </div>
  );

  const chosen = t("comics.filters.genresChosen", {
    included: included.length,
    excluded: excluded.length,
    both: included.length && excluded.length ? "yes" : "no",
  });

  return (
    // A form landmark rather than <search>: assistive technology does not all know that one yet.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form
      role="search"
      aria-label={t("comics.search.filters")}
      method="get"
      action={action}
      className={styles.form}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          {t("comics.search.label")}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={values.q}
          placeholder={t("comics.search.placeholder")}
          dir="auto"
          className={styles.control}
        />
      </div>
      <details className={styles.disclosure} open={included.length + excluded.length > 0}>
        <summary className={styles.summary}>
          <ChevronDownIcon className={styles.chevron} />
          {t("comics.filters.genres")}
          {chosen ? <span className={styles.chosen}>{chosen}</span> : null}
        </summary>
        <div className={styles.genres}>
          {genreGroup("genre", "comics.filters.include", included)}
          {genreGroup("exclude", "comics.filters.exclude", excluded)}
        </div>
      </details>
      <div className={styles.selects}>
        {select(
          "status",
          "comics.field.status",
          values.status,
          facets.statuses.map((s) => ({ ...s, label: statusLabel(s.value) })),
        )}
        {select(
          "language",
          "comics.field.translationLanguage",
          values.language,
          facets.languages.map((s) => ({ ...s, label: languageLabel(s.value) })),
        )}
        {select(
          "direction",
          "comics.filters.direction",
          values.direction,
          facets.directions.map((s) => ({ ...s, label: directionLabel(s.value) })),
        )}
        {select(
          "sort",
          "comics.filters.sort",
          values.sort ?? "relevance",
          sorts.map((value) => ({ value, label: `comics.filters.sort.${value}` as MessageId })),
          false,
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={button({ variant: "primary" })}>
          {t("comics.search.applyFilters")}
        </button>
        <Link href={clearHref} className={button({ variant: "secondary" })}>
          {t("comics.search.clearFilters")}
        </Link>
      </div>
    </form>
  );
}
