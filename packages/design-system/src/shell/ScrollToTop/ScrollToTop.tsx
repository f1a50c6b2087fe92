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

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
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
