import { otherLocale, useT } from "@rawafed/i18n";
import { useId } from "react";
import { button } from "../../components/Button/Button.css";
import { ChevronBackIcon, ChevronIcon } from "../../components/Icon";
import { EditorialStateBadge } from "../EditorialStateBadge/EditorialStateBadge";
import { editorialLanguages, languageName, StudioTime, useStudioLocale } from "../shared/locale";
import * as shared from "../shared/studio.css";
import type { EditorialKind, EditorialLanguage, EditorialState, StudioListItem } from "../types";
import * as styles from "./StudioItemList.css";

/** The state filter: a state, or `outdated` for versions whose translation needs updating. */
export type StudioListStateFilter = EditorialState | "outdated";

/** The list's current filters, read from the address (`?q=&state=&language=`). */
export interface StudioListFilters {
  q?: string;
  state?: StudioListStateFilter;
  language?: EditorialLanguage;
}

export interface StudioListPagination {
  /** The current page, from 1, and how many there are. */
  page: number;
  pageCount: number;
  /** The neighbouring pages' addresses; none on the first and last page. */
  previousHref?: string | null;
  nextHref?: string | null;
}

export interface StudioItemListProps {
  kind: EditorialKind;
  /** This page's items. */
  items: readonly StudioListItem[];
  /** How many items match the filters on every page, when known. */
  total?: number;
  /** Where the filter form is sent, with GET; its fields are `q`, `state` and `language`. */
  filterAction: string;
  filters?: StudioListFilters;
  /** The list with no filters. */
  clearFiltersHref: string;
  pagination?: StudioListPagination;
}

const states: EditorialState[] = [
  "missing",
  "draft",
  "inReview",
  "scheduled",
  "published",
  "unpublished",
];

/** The latest save of either version. */
function lastChange(item: StudioListItem): string | null {
  const times = editorialLanguages
    .map((language) => item.versions[language].updatedAt)
    .filter((at): at is string => Boolean(at))
    .sort();
  return times.at(-1) ?? null;
}

/**
 * The items of a kind: a filter form (GET, so the filters live in the address and work without
 * script), a table (title linking to the editor, each language's state, the last change) that
 * scrolls sideways in a focusable, labelled region on a phone, an empty state, and pages.
 */
export function StudioItemList({
  kind,
  items,
  total,
  filterAction,
  filters = {},
  clearFiltersHref,
  pagination,
}: StudioItemListProps) {
  const t = useT();
  const locale = useStudioLocale();
  const id = useId();
  const captionId = `${id}-caption`;
  const filtered = Boolean(filters.q || filters.state || filters.language);

  const title = (item: StudioListItem) => {
    for (const language of [locale, otherLocale(locale)] as EditorialLanguage[]) {
      const value = item.versions[language].title;
      if (value) return { language, value };
    }
    return null;
  };

  return (
    <div className={styles.list}>
      {/* biome-ignore lint/a11y/useSemanticElements: a form landmark; <search> is not known to all assistive technology yet */}
      <form
        role="search"
        aria-label={t("studio.list.filters")}
        method="get"
        action={filterAction}
        className={styles.filters}
      >
        <div className={shared.field}>
          <label htmlFor={`${id}-q`} className={shared.label}>
            {t("studio.list.search")}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={filters.q}
            dir="auto"
            className={shared.control}
          />
        </div>
        <div className={shared.field}>
          <label htmlFor={`${id}-state`} className={shared.label}>
            {t("studio.list.stateFilter")}
          </label>
          <select
            id={`${id}-state`}
            name="state"
            defaultValue={filters.state ?? ""}
            className={shared.control}
          >
            <option value="">{t("studio.list.stateAny")}</option>
            {states.map((state) => (
              <option key={state} value={state}>
                {t("studio.state.name", { state })}
              </option>
            ))}
            <option value="outdated">{t("studio.list.stateOutdated")}</option>
          </select>
        </div>
        <div className={shared.field}>
          <label htmlFor={`${id}-language`} className={shared.label}>
            {t("studio.list.languageFilter")}
          </label>
          <select
            id={`${id}-language`}
            name="language"
            defaultValue={filters.language ?? ""}
            className={shared.control}
          >
            <option value="">{t("studio.list.languageAny")}</option>
            {editorialLanguages.map((language) => (
              <option key={language} value={language}>
                {t(languageName[language])}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.formActions}>
          <button type="submit" className={button({ variant: "primary" })}>
            {t("studio.list.apply")}
          </button>
          {filtered ? (
            <a href={clearFiltersHref} className={button({ variant: "secondary" })}>
              {t("studio.list.clear")}
            </a>
          ) : null}
        </div>
      </form>

      {total !== undefined ? (
        <p className={shared.muted} aria-live="polite">
          {t("studio.list.count", { count: total })}
        </p>
      ) : null}

      {items.length === 0 ? (
        <p className={shared.empty}>
          {filtered ? t("studio.list.noMatch") : t("studio.list.empty")}
        </p>
      ) : (
        // A focusable region, so a keyboard can scroll the table sideways on a phone.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={captionId} className={styles.caption}>
              {t("studio.list.caption", { kind })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.headerCell}>
                  {t("studio.list.column.title")}
                </th>
                <th scope="col" className={styles.headerCell}>
                  {t("studio.list.column.state")}
                </th>
                <th scope="col" className={styles.headerCell}>
                  {t("studio.list.column.changed")}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const shown = title(item);
                const changed = lastChange(item);
                return (
                  <tr key={item.id}>
                    <th scope="row" className={styles.titleCell}>
                      <a
                        href={item.href}
                        className={`${shared.textLink} ${styles.titleLink}`}
                        lang={shown?.language}
                        dir="auto"
                      >
                        {shown ? shown.value : t("studio.list.untitled")}
                      </a>
                    </th>
                    <td className={styles.cell}>
                      <ul className={styles.badges}>
                        {editorialLanguages.map((language) => {
                          const version = item.versions[language];
                          return (
                            <li key={language}>
                              <EditorialStateBadge
                                language={language}
                                state={version.state}
                                outdated={version.outdated}
                                scheduledAt={version.scheduledAt}
                              />
                            </li>
                          );
                        })}
                      </ul>
                    </td>
                    <td className={styles.cell}>
                      {changed ? <StudioTime iso={changed} className={styles.when} /> : null}
                      {item.updatedBy ? (
                        <span className={styles.who}>
                          {t("studio.list.changedBy", { name: item.updatedBy })}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}

      {pagination && pagination.pageCount > 1 ? (
        <nav aria-label={t("studio.list.pagination")} className={styles.pages}>
          {pagination.previousHref ? (
            <a href={pagination.previousHref} rel="prev" className={styles.pageLink}>
              <ChevronBackIcon />
              {t("studio.list.previous")}
            </a>
          ) : null}
          <span aria-current="page" className={styles.pageCount}>
            {t("studio.list.pages", {
              page: pagination.page,
              pageCount: pagination.pageCount,
            })}
          </span>
          {pagination.nextHref ? (
            <a href={pagination.nextHref} rel="next" className={styles.pageLink}>
              {t("studio.list.next")}
              <ChevronIcon />
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
