import { useT } from "@rawafed/i18n";
import { memo } from "react";
import { ChevronBackIcon, ChevronDownIcon, ChevronIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import { visuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden.css";
import * as styles from "./Reader.css";
import type { ReadingDirection } from "./types";

export interface PagerProps {
  page: number;
  total: number;
  direction: ReadingDirection;
  /** A page back (-1) or forward (+1). */
  onStep: (delta: -1 | 1) => void;
  onJump: (page: number) => void;
  previousChapterHref?: string;
  nextChapterHref?: string;
}

/**
 * Previous and next page, a slider to jump and the chapter links. Paged, the row takes the comic's
 * direction (`dir`): in a manga "Next page" and the slider's end are on the left, its chevrons
 * pointing left; a strip keeps the interface's direction, its page buttons pointing up and down.
 */
export function Pager({ page, total, direction, onStep, onJump, ...chapters }: PagerProps) {
  const t = useT();
  const vertical = direction === "vertical";
  return (
    <nav
      className={styles.pager}
      dir={vertical ? undefined : direction}
      aria-label={t("comics.reader.page")}
    >
      <button
        type="button"
        className={`${styles.pageButton} ${styles.area.previous}`}
        onClick={() => onStep(-1)}
        disabled={page <= 1}
      >
        {/* A strip's buttons point up and down in either language: chevrons that never mirror. */}
        {vertical ? <ChevronDownIcon className={styles.upIcon} /> : <ChevronBackIcon />}
        <span className={visuallyHidden}>{t("comics.reader.previousPage")}</span>
      </button>
      <input
        type="range"
        className={styles.area.slider}
        min={1}
        max={total}
        step={1}
        value={page}
        onChange={(event) => onJump(Number(event.currentTarget.value))}
        aria-label={t("comics.reader.page")}
        aria-valuetext={t("comics.reader.pageOf", { page, total })}
      />
      <button
        type="button"
        className={`${styles.pageButton} ${styles.area.next}`}
        onClick={() => onStep(1)}
        disabled={page >= total}
      >
        {vertical ? <ChevronDownIcon /> : <ChevronIcon />}
        <span className={visuallyHidden}>{t("comics.reader.nextPage")}</span>
      </button>
      <ChapterLinks {...chapters} />
    </nav>
  );
}

/** The chapters either side: the same on every page, so not rendered again on a turn. */
const ChapterLinks = memo(function ChapterLinks({
  previousChapterHref,
  nextChapterHref,
}: Pick<PagerProps, "previousChapterHref" | "nextChapterHref">) {
  const t = useT();
  return (
    <>
      {previousChapterHref ? (
        <Link
          href={previousChapterHref}
          className={`${styles.toolLink} ${styles.area.previousChapter}`}
        >
          <ChevronBackIcon />
          {t("comics.reader.previousChapter")}
        </Link>
      ) : null}
      {nextChapterHref ? (
        <Link href={nextChapterHref} className={`${styles.toolLink} ${styles.area.nextChapter}`}>
          {t("comics.reader.nextChapter")}
          <ChevronIcon />
        </Link>
      ) : null}
    </>
  );
});
