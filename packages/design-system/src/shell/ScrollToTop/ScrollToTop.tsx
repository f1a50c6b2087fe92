import { useT } from "@rawafed/i18n";
import { useEffect, useState } from "react";
import { Icon } from "../../components/Icon/Icon";
import { media } from "../../tokens/theme.css";
import * as styles from "./ScrollToTop.css";

/** The button shows once the page is scrolled further than this, in CSS pixels. */
export const SCROLL_TO_TOP_THRESHOLD = 200;

/** The skip link of the app shell, where focus lands after going back to the top. */
export const SKIP_LINK_ID = "skip-link";

export interface ScrollToTopProps {
  /**
   * The element that receives focus once back at the top, so focus is not lost with the button.
   * The shell's skip link by default; the `<main>` element when the id is not found.
   */
  focusTargetId?: string;
}

/** The back-to-top button at the bottom start; hidden until the page is scrolled past 200 px. */
export function ScrollToTop({ focusTargetId = SKIP_LINK_ID }: ScrollToTopProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);

  // Where the page is, as the browser checks it at each frame: a one-pixel mark at the threshold,
  // watched by an IntersectionObserver. Scroll events were not enough: Chromium sometimes sends
  // none for a scroll made before a page's first frame, and the button then never came.
  useEffect(() => {
    const mark = document.createElement("div");
    mark.setAttribute("aria-hidden", "true");
    // Set through the CSSOM (which a style policy allows), on the document's own box.
    Object.assign(mark.style, {
      position: "absolute",
      insetBlockStart: `${SCROLL_TO_TOP_THRESHOLD - 1}px`,
      insetInlineStart: "0",
      inlineSize: "1px",
      blockSize: "1px",
      pointerEvents: "none",
      visibility: "hidden",
    });
    document.body.append(mark);
    // Past the threshold once the mark has left the viewport by its top. The latest entry: a
    // busy page can get two at once (the first frame's, then a scroll's), the oldest first.
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setVisible(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(mark);
    return () => {
      observer.disconnect();
      mark.remove();
    };
  }, []);

  if (!visible) return null;

  const scrollToTop = () => {
    const reduce = window.matchMedia(media.reducedMotion).matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    const target = document.getElementById(focusTargetId) ?? document.querySelector("main");
    target?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={styles.scrollToTop}
      aria-label={t("shell.scrollToTop")}
      title={t("shell.scrollToTop")}
      onClick={scrollToTop}
    >
      <Icon name="arrow-up" size={24} />
    </button>
  );
}
