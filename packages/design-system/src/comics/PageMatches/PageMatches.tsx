import { useT } from "@rawafed/i18n";
import { useId } from "react";
import { Link } from "../../components/Link/Link";
import * as styles from "./PageMatches.css";

export interface PageMatch {
  comicName: string;
  /** The name's language when it is not the page's. */
  comicNameLang?: string;
  chapter: number;
  page: number;
  /** The reader at that page. */
  href: string;
  /** The transcript's line that has the words searched for, in the chapter's language. */
  line: string;
  lineLang?: string;
  lineDir?: "ltr" | "rtl";
}

export interface PageMatchesProps {
  matches: PageMatch[];
}

/**
 * Pages whose transcripts hold the words searched for ("the chapter where she says…"): each
 * links to the reader at that page and quotes the line. Nothing is drawn without a match.
 */
export function PageMatches({ matches }: PageMatchesProps) {
  const t = useT();
  const headingId = useId();
  if (matches.length === 0) return null;
  return (
    <section className={styles.matches} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("comics.pageMatches.heading")}
      </h2>
      <p className={styles.intro}>{t("comics.pageMatches.intro")}</p>
      <ul className={styles.list}>
        {matches.map((match) => (
          <li key={match.href} className={styles.item}>
            <Link href={match.href} className={styles.link}>
              <bdi lang={match.comicNameLang}>{match.comicName}</bdi>
              {" · "}
              {t("comics.pageMatches.where", { chapter: match.chapter, page: match.page })}
            </Link>
            <blockquote className={styles.line} lang={match.lineLang} dir={match.lineDir}>
              {match.line}
            </blockquote>
          </li>
        ))}
      </ul>
    </section>
  );
}
