import { useT } from "@rawafed/i18n";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { visuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden.css";
import { media } from "../../tokens/theme.css";
import { EndOfChapter } from "./EndOfChapter";
import { PagedView } from "./PagedView";
import { Pager } from "./Pager";
import * as styles from "./Reader.css";
import { ReaderBar } from "./ReaderBar";
import type { ReaderPage, ReadingDirection, TurnAction } from "./types";
import { usePageState } from "./usePageState";
import { useReaderKeys } from "./useReaderKeys";
import { scrollToPage, VerticalStrip } from "./VerticalStrip";

export interface ReaderProps {
  /** The comic's name and the chapter, shown in the top bar; it names the reader's region. */
  title: ReactNode;
  pages: ReaderPage[];
  /** The comic's reading direction; the reader may pick another (the caller remembers it). */
  direction: ReadingDirection;
  onDirectionChange?: (direction: ReadingDirection) => void;
  /** The page to start at (1-based), to resume reading. */
  initialPage?: number;
  /** Every page turn (the caller saves progress, debounced). */
  onPageChange?: (page: number) => void;
  /** Once, when the last page is first shown. */
  onFinished?: () => void;
  previousChapterHref?: string;
  /** Offered prominently at the last page; without it, the end says it is the last chapter. */
  nextChapterHref?: string;
  /** The next chapter's first page images, preloaded near the end. */
  preloadNext?: string[];
  /** The chapter's PDF: a "Download PDF" link. */
  pdfHref?: string;
  /** The report form, in a dialog opened by "Report an issue". */
  reportSlot?: ReactNode;
  /** The comic's page. */
  backHref: string;
}

/** The keys the reader answers (see keys.ts). */
const paged = "ArrowLeft ArrowRight PageDown PageUp Space Shift+Space J K Home End";
const strip = "PageDown PageUp Space Shift+Space J K Home End";

/** Within this many pages of the end, the next chapter's first pages preload. */
const NEAR_END = 3;

/**
 * Fetches images of the next chapter into the browser's cache. Not `<link rel="preload">`: a
 * preload is for this page, and the browser warns on the console about one it does not use
 * within seconds (a reader resting on the last page); nor `rel="prefetch"`, which the site's
 * `default-src 'none'` blocks. Asked again, an image comes from the cache.
 */
function fetchAhead(hrefs: readonly string[]) {
  for (const href of hrefs) {
    const image = new Image();
    image.decoding = "async";
    image.src = href;
  }
}

/**
 * A chapter reader (server-rendered: the first page is in the HTML), paged (`rtl` manga, `ltr`) or
 * a vertical strip; keys, taps and swipes follow the comic's direction, never the interface's.
 * Key it by chapter, so a new chapter starts afresh. Paged, it fills the viewport less
 * `--reader-offset` (7rem: the reading frame's bar and padding).
 */
export function Reader(props: ReaderProps) {
  const { title, pages, onDirectionChange, previousChapterHref, nextChapterHref } = props;
  const t = useT();
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  const total = pages.length;
  const [direction, setDirection] = useState(props.direction);
  useEffect(() => setDirection(props.direction), [props.direction]);
  const { page, go, turned } = usePageState({
    total,
    initialPage: props.initialPage,
    onPageChange: props.onPageChange,
    onFinished: props.onFinished,
  });
  const [chrome, setChrome] = useState(true);
  const [enter, setEnter] = useState<"from-left" | "from-right">();
  const vertical = direction === "vertical";

  const behavior = (): ScrollBehavior =>
    window.matchMedia(media.reducedMotion).matches ? "instant" : "smooth";
  const jump = (target: number, scroll: ScrollBehavior = "instant") => {
    if (vertical) scrollToPage(root.current, target, scroll);
    else setEnter(target > page === (direction === "rtl") ? "from-left" : "from-right");
    go(target);
  };
  const turn = (action: TurnAction) => {
    if (vertical && (action === "next" || action === "previous")) {
      const screen = window.innerHeight * 0.85;
      window.scrollBy({ top: action === "next" ? screen : -screen, behavior: behavior() });
      return;
    }
    const targets = { next: page + 1, previous: page - 1, first: 1, last: total };
    jump(targets[action], vertical ? behavior() : "instant");
  };
  useReaderKeys(root, direction, turn, () => setChrome(true));

  useEffect(() => {
    if (page < total - NEAR_END) return;
    fetchAhead(props.preloadNext ?? []);
  }, [page, total, props.preloadNext]);

  const changeDirection = (next: ReadingDirection) => {
    setDirection(next);
    setEnter(undefined);
    onDirectionChange?.(next);
  };
  const toggleChrome = () => setChrome((shown) => !shown);

  return (
    <section
      ref={root}
      className={styles.root}
      aria-labelledby={titleId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the region takes the reader's keys
      tabIndex={0}
      aria-keyshortcuts={vertical ? strip : paged}
      data-reader=""
      data-mode={vertical ? "vertical" : "paged"}
      data-chrome={chrome ? "shown" : "hidden"}
    >
      <ReaderBar
        title={title}
        titleId={titleId}
        page={page}
        total={total}
        direction={direction}
        onDirectionChange={changeDirection}
        backHref={props.backHref}
        pdfHref={props.pdfHref}
        reportSlot={props.reportSlot}
      />

      {vertical ? (
        <VerticalStrip pages={pages} page={page} onVisible={go} onToggleChrome={toggleChrome} />
      ) : (
        <PagedView
          pages={pages}
          page={page}
          direction={direction}
          enter={enter}
          onTurn={turn}
          onToggleChrome={toggleChrome}
        />
      )}

      <div className={styles.bottomBar}>
        {page === total ? (
          <EndOfChapter nextChapterHref={nextChapterHref} backHref={props.backHref} />
        ) : null}
        <Pager
          page={page}
          total={total}
          direction={direction}
          onStep={(delta) => jump(page + delta, vertical ? behavior() : "instant")}
          onJump={(target) => jump(target)}
          previousChapterHref={previousChapterHref}
          nextChapterHref={nextChapterHref}
        />
      </div>

      <p className={visuallyHidden} role="status">
        {turned ? t("comics.reader.pageOf", { page, total }) : ""}
      </p>
    </section>
  );
}
