import { useT } from "@rawafed/i18n";
import { type ReactNode, useId } from "react";
import { Link } from "../../components/Link/Link";
import * as styles from "./TranscriptPages.css";

export interface TranscriptPage {
  /** From 1. */
  page: number;
  /** The page's small image. */
  src: string;
  width: number;
  height: number;
}

export interface TranscriptPagesProps {
  /** "The Salt Road · Chapter 3 · Arabic", as the app words it. */
  title: string;
  /** The translator's work. */
  backHref: string;
  /** Empty while the pages are being drawn. */
  pages: TranscriptPage[];
  /** A page's transcript form (the forms package's), beside its picture. */
  renderForm: (page: TranscriptPage) => ReactNode;
}

/**
 * A translator's chapter, page by page: each page's picture beside the form of its transcript, so
 * the words are typed looking at the balloons. Until the pages are drawn, it says so.
 */
export function TranscriptPages({ title, backHref, pages, renderForm }: TranscriptPagesProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t("comics.transcripts.title")}
        <span className={styles.chapter} dir="auto">
          {title}
        </span>
      </h1>
      <p className={styles.intro}>{t("comics.transcripts.intro")}</p>
      <p>
        <Link href={backHref}>{t("comics.transcripts.back")}</Link>
      </p>
      {pages.length === 0 ? (
        <p className={styles.intro}>{t("comics.transcripts.preparing")}</p>
      ) : (
        <ol className={styles.pages}>
          {pages.map((page) => (
            <li key={page.page} className={styles.page}>
              <img
                className={styles.picture}
                src={page.src}
                width={page.width}
                height={page.height}
                alt={t("comics.reader.pageOf", { page: page.page, total: pages.length })}
                loading={page.page > 2 ? "lazy" : undefined}
                decoding="async"
              />
              <div className={styles.form}>{renderForm(page)}</div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
