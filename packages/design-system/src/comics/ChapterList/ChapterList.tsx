import { useT } from "@rawafed/i18n";
import { Badge } from "../../components/Badge/Badge";
import { ChevronIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import { useFormatDate } from "../../sections/shared/date";
import * as styles from "./ChapterList.css";

export interface ChapterSummary {
  number: number;
  /** The chapter's title, in the page's language; optional. */
  title?: string;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  /** The localized address of the chapter in the reader. */
  href: string;
}

export interface ChapterListProps {
  chapters: ChapterSummary[];
  /** The chapter being read: marked `aria-current="page"`. */
  currentNumber?: number;
}

/** The chapters of a comic, in order: number, title and date, each linking to the reader. */
export function ChapterList({ chapters, currentNumber }: ChapterListProps) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <ol className={styles.list} aria-label={t("comics.field.chapters")}>
      {chapters.map((chapter) => {
        const current = chapter.number === currentNumber;
        return (
          <li key={chapter.number} className={styles.item}>
            <Link
              bare
              href={chapter.href}
              className={styles.link}
              aria-current={current ? "page" : undefined}
            >
              <span className={styles.number}>
                {t("comics.reader.chapter", { number: chapter.number })}
              </span>
              <span className={styles.title}>{chapter.title}</span>
              {current ? <Badge tone="brand">{t("comics.chapter.current")}</Badge> : null}
              <time dateTime={chapter.date} className={styles.date}>
                {formatDate(chapter.date)}
              </time>
              <ChevronIcon className={styles.chevron} />
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
