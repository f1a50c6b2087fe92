import { useT } from "@rawafed/i18n";
import { memo } from "react";
import { button } from "../../components/Button/Button.css";
import { Link } from "../../components/Link/Link";
import * as styles from "./Reader.css";

export interface EndOfChapterProps {
  nextChapterHref?: string;
  backHref: string;
}

/**
 * At the last page: the next chapter, prominent, or word that this is the last one so far.
 * Memoized: it does not change with a turn.
 */
export const EndOfChapter = memo(function EndOfChapter({
  nextChapterHref,
  backHref,
}: EndOfChapterProps) {
  const t = useT();
  return (
    <div className={styles.end}>
      <p className={styles.endTitle}>{t("comics.reader.end")}</p>
      {nextChapterHref ? (
        <Link bare href={nextChapterHref} className={button({ size: "medium" })}>
          {t("comics.reader.nextChapter")}
        </Link>
      ) : (
        <>
          <p className={styles.endText}>{t("comics.reader.lastChapter")}</p>
          <Link bare href={backHref} className={button({ variant: "secondary" })}>
            {t("comics.reader.back")}
          </Link>
        </>
      )}
    </div>
  );
});
