import { useT } from "@rawafed/i18n";
import { useEffect, useRef } from "react";
import { focusReader } from "./keys";
import { PageImage } from "./PageImage";
import { PageWords } from "./PageText";
import * as styles from "./Reader.css";
import type { PagesLanguage, ReaderPage } from "./types";

export interface VerticalStripProps {
  pages: ReaderPage[];
  /** The current page: scrolled to when the strip first shows. */
  page: number;
  /** The page across the middle of the viewport, or the last one once the strip's end shows. */
  onVisible: (page: number) => void;
  onToggleChrome: () => void;
  /** Each page's transcript shown under it (always its image's description). */
  showText?: boolean;
  /** The id of the element holding a page's transcript. */
  textId?: (page: number) => string;
  language?: PagesLanguage;
}

/** Pages loaded with the document; the rest load as they near the viewport. */
const EAGER = 2;

/**
 * Scrolls the window to a page of the strip in `root`, below the reader's sticky top bar; the
 * first page shows the reader from its top.
 */
export function scrollToPage(root: HTMLElement | null, page: number, behavior: ScrollBehavior) {
  const target = page === 1 ? root : root?.querySelector(`[data-reader-page="${page}"]`);
  if (!root || !target) return;
  const bar = page === 1 ? 0 : (root.querySelector("header")?.offsetHeight ?? 0);
  const top = window.scrollY + target.getBoundingClientRect().top - bar;
  window.scrollTo({ top, behavior });
}

/** A webtoon: every page stacked with no gap; the current page is the one across the middle. */
export function VerticalStrip({
  pages,
  page,
  onVisible,
  onToggleChrome,
  showText = false,
  textId,
  language,
}: VerticalStripProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const report = useRef(onVisible);
  report.current = onVisible;
  const initial = useRef(page);

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    // On first show (resume, or a switch from paged), the current page is brought into view.
    const reader = strip.closest<HTMLElement>("[data-reader]");
    if (initial.current > 1) scrollToPage(reader, initial.current, "instant");
    let atEnd = false;
    const middle = new IntersectionObserver(
      (entries) => {
        if (atEnd) return;
        // Entries come oldest first, several per page on a busy one: the page in the middle now
        // is the last that entered it.
        const entry = entries.findLast((item) => item.isIntersecting);
        if (entry) report.current(Number((entry.target as HTMLElement).dataset.readerPage));
      },
      { rootMargin: "-50% 0px -50% 0px" },
    );
    const endObserver = new IntersectionObserver((entries) => {
      atEnd = entries.at(-1)?.isIntersecting ?? false;
      if (atEnd) report.current(pages.length);
    });
    for (const element of strip.querySelectorAll("[data-reader-page]")) middle.observe(element);
    const end = strip.querySelector("[data-reader-end]");
    if (end) endObserver.observe(end);
    return () => {
      middle.disconnect();
      endObserver.disconnect();
    };
  }, [pages.length]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap shows or hides the bars (pointer only)
    // biome-ignore lint/a11y/useKeyWithClickEvents: the bars are always reachable with Tab
    <div ref={ref} className={styles.strip} onClick={onToggleChrome} onMouseDown={focusReader}>
      {pages.map((item, index) => {
        const number = index + 1;
        const id = textId?.(number);
        return (
          <div key={number} data-reader-page={number}>
            <PageImage
              page={item}
              fit="strip"
              alt={t("comics.reader.pageOf", { page: number, total: pages.length })}
              loading={index < EAGER ? "eager" : "lazy"}
              priority={index === 0}
              describedBy={id}
            />
            <PageWords
              id={id}
              transcript={item.transcript}
              language={language}
              className={styles.stripText}
              hidden={!showText}
            />
          </div>
        );
      })}
      <div data-reader-end="" className={styles.stripEnd} />
    </div>
  );
}
