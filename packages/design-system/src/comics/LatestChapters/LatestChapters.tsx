import { useT } from "@rawafed/i18n";
import { Badge } from "../../components/Badge/Badge";
import { Image } from "../../components/Image/Image";
import { Link } from "../../components/Link/Link";
import { useFormatDate } from "../../sections/shared/date";
import { languageLabel } from "../comicMeta/comicMeta";
import type { TranslationLanguage } from "../TranslatorCard/TranslatorCard";
import * as styles from "./LatestChapters.css";

export interface LatestChapter {
  comicName: string;
  /** The name's language when it is not the page's (e.g. an Arabic title on an English page). */
  comicNameLang?: string;
  number: number;
  /** The chapter's translation language. */
  language: TranslationLanguage;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  /** The chapter in the reader. */
  href: string;
  /** The comic's cover (2:3). */
  coverSrc: string;
}

export interface LatestChaptersProps {
  chapters: LatestChapter[];
  /** Names the list when no heading sits above it. */
  label?: string;
}

/** Recently published chapters, newest first: cover, comic, chapter, language and date. */
export function LatestChapters({ chapters, label }: LatestChaptersProps) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <ol className={styles.list} aria-label={label}>
      {chapters.map((chapter) => (
        <li key={`${chapter.href}`} className={styles.item}>
          <Image src={chapter.coverSrc} alt="" width={48} height={72} className={styles.cover} />
          <div className={styles.body}>
            <Link bare href={chapter.href} className={styles.link}>
              <bdi lang={chapter.comicNameLang} className={styles.name}>
                {chapter.comicName}
              </bdi>{" "}
              <span className={styles.chapter}>
                {t("comics.reader.chapter", { number: chapter.number })}
              </span>
            </Link>
            <div className={styles.meta}>
              <Badge tone="outline">{t(languageLabel(chapter.language))}</Badge>
              <time dateTime={chapter.date}>{formatDate(chapter.date)}</time>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
