import { useT } from "@rawafed/i18n";
import * as styles from "./review.css";

export interface PageLinksProps {
  /** The current page, from 1, and how many there are. */
  page: number;
  pageCount: number;
  /** The address of a page (plain links: the page is in the address's search). */
  hrefFor: (page: number) => string;
}

/** Previous and next page of a console list, in a labelled navigation; nothing for one page. */
export function PageLinks({ page, pageCount, hrefFor }: PageLinksProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("shell.pagination.label")} className={styles.pages}>
      {page > 1 ? (
        <a className={styles.textLink} href={hrefFor(page - 1)} rel="prev">
          {t("shell.pagination.previous")}
        </a>
      ) : null}
      <span aria-current="page">{t("shell.pagination.page", { page })}</span>
      {page < pageCount ? (
        <a className={styles.textLink} href={hrefFor(page + 1)} rel="next">
          {t("shell.pagination.next")}
        </a>
      ) : null}
    </nav>
  );
}
