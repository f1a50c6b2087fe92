import { useT } from "@rawafed/i18n";
import type { ReactNode } from "react";
import { Badge } from "../../components/Badge/Badge";
import { CheckCircleIcon, DownloadIcon, HourglassIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import { useFormatDate } from "../../sections/shared/date";
import { fileSize, languageLabel } from "../comicMeta/comicMeta";
import { PartSection } from "../comicMeta/PartSection";
import type { TranslationLanguage } from "../TranslatorCard/TranslatorCard";
import * as styles from "./ComicChapters.css";

export interface ComicChapter {
  number: number;
  title?: string;
  titleLang?: string;
  /**
   * The chapter in the reader; none while its pages are being prepared: the row then says so and
   * links nowhere (its reader would have nothing to show).
   */
  href?: string;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  translator?: { name: string; href: string };
  /** The translation team it is credited to, with its page. */
  team?: { name: string; href: string };
  /** Whether this reader has read it (false for a visitor). */
  read: boolean;
  /** The chapter's PDF; its size in bytes is shown only when known. */
  pdf?: { href: string; bytes?: number };
  /** The save control (a small `SaveToggle`), wired by the app. */
  save?: ReactNode;
  /** Whether its pages have transcripts (their words as text, for screen readers and search). */
  transcribed?: boolean;
}

export interface ComicChaptersProps {
  /** One group per translation language, in the order to show. */
  groups: { language: TranslationLanguage; chapters: ComicChapter[] }[];
}

/**
 * A comic's chapters under an h2, one headed list per translation language. A chapter being
 * prepared is a row without a link, its state in words.
 */
export function ComicChapters({ groups }: ComicChaptersProps) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <PartSection heading={t("comics.field.chapters")}>
      {groups.map(({ language, chapters }) => (
        <div key={language} className={styles.group}>
          <h3 className={styles.language}>{t(languageLabel(language))}</h3>
          <ol className={styles.list}>
            {chapters.map((chapter) => {
              const size = chapter.pdf?.bytes ? fileSize(chapter.pdf.bytes) : undefined;
              const download = size ? t(size.id, { size: size.size }) : t("comics.chapters.pdf");
              const name = (
                <>
                  <span className={styles.number}>
                    {t("comics.reader.chapter", { number: chapter.number })}
                  </span>
                  {chapter.title ? (
                    <bdi lang={chapter.titleLang} className={styles.title}>
                      {chapter.title}
                    </bdi>
                  ) : null}
                </>
              );
              return (
                <li
                  key={chapter.number}
                  className={`${styles.row} ${chapter.read ? styles.read : ""}`}
                >
                  <span className={styles.mark} aria-hidden="true">
                    {chapter.read ? (
                      <CheckCircleIcon />
                    ) : chapter.href ? (
                      <span className={styles.dot} />
                    ) : (
                      <HourglassIcon className={styles.preparingMark} />
                    )}
                  </span>
                  <div className={styles.main}>
                    {chapter.href ? (
                      <Link bare href={chapter.href} className={styles.link}>
                        {name}
                        <VisuallyHidden>
                          {t(chapter.read ? "comics.chapters.read" : "comics.chapters.unread")}
                        </VisuallyHidden>
                      </Link>
                    ) : (
                      <p className={styles.preparing}>
                        {name}
                        <Badge tone="gold">{t("comics.chapters.preparing")}</Badge>
                      </p>
                    )}
                    <div className={styles.meta}>
                      <time dateTime={chapter.date}>{formatDate(chapter.date)}</time>
                      {chapter.translator ? (
                        <span>
                          {t("comics.chapters.translatedBy")}{" "}
                          <Link href={chapter.translator.href}>
                            <bdi>{chapter.translator.name}</bdi>
                          </Link>
                        </span>
                      ) : null}
                      {chapter.team ? (
                        <span>
                          {t("comics.chapters.team")}{" "}
                          <Link href={chapter.team.href}>
                            <bdi>{chapter.team.name}</bdi>
                          </Link>
                        </span>
                      ) : null}
                      {chapter.transcribed ? (
                        <Badge tone="outline">{t("comics.chapters.transcribed")}</Badge>
                      ) : null}
                    </div>
                  </div>
                  <div className={styles.actions}>
                    {chapter.pdf ? (
                      <Link
                        href={chapter.pdf.href}
                        className={styles.download}
                        aria-label={t("comics.chapters.downloadOf", {
                          download,
                          number: chapter.number,
                        })}
                      >
                        <DownloadIcon />
                        {download}
                      </Link>
                    ) : null}
                    {chapter.save}
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </PartSection>
  );
}
