import { useT } from "@rawafed/i18n";
import { ChevronBackIcon, ChevronIcon } from "../Icon";
import { Link } from "../Link/Link";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";
import * as styles from "./Pagination.css";

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** The address of a page, e.g. `(n) => \`/en/news?page=${n}\``. */
  hrefFor: (page: number) => string;
  /** How many page links to show on each side of the current one. */
  siblings?: number;
}

type Entry = { kind: "page"; page: number } | { kind: "gap"; key: string };

function pagesToShow(page: number, pageCount: number, siblings: number): Entry[] {
  const entries: Entry[] = [];
  let last = 0;
  for (let candidate = 1; candidate <= pageCount; candidate++) {
    const shown =
      candidate === 1 || candidate === pageCount || Math.abs(candidate - page) <= siblings;
    if (!shown) continue;
    if (candidate - last > 1) entries.push({ kind: "gap", key: `gap-${candidate}` });
    entries.push({ kind: "page", page: candidate });
    last = candidate;
  }
  return entries;
}

/** Page links in a labelled navigation; the current page carries `aria-current="page"`. */
export function Pagination({ page, pageCount, hrefFor, siblings = 1 }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);

  return (
    <nav aria-label={t("shell.pagination.label")}>
      <ul className={styles.list}>
        {current > 1 && (
          <li>
            <Link bare className={styles.link} href={hrefFor(current - 1)} rel="prev">
              <ChevronBackIcon />
              <span className={styles.stepLabel} aria-hidden="true">
                {t("action.previous")}
              </span>
              <VisuallyHidden>{t("shell.pagination.previous")}</VisuallyHidden>
            </Link>
          </li>
        )}
        {pagesToShow(current, pageCount, siblings).map((entry) =>
          entry.kind === "gap" ? (
            <li key={entry.key} className={styles.gap} aria-hidden="true" />
          ) : (
            <li key={entry.page}>
              <Link
                bare
                className={styles.link}
                href={hrefFor(entry.page)}
                aria-current={entry.page === current ? "page" : undefined}
                aria-label={t("shell.pagination.page", { page: entry.page })}
              >
                {entry.page}
              </Link>
            </li>
          ),
        )}
        {current < pageCount && (
          <li>
            <Link bare className={styles.link} href={hrefFor(current + 1)} rel="next">
              <span className={styles.stepLabel} aria-hidden="true">
                {t("action.next")}
              </span>
              <VisuallyHidden>{t("shell.pagination.next")}</VisuallyHidden>
              <ChevronIcon />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
