import { useCallback, useEffect, useRef, useState } from "react";

interface PageStateOptions {
  total: number;
  initialPage?: number;
  onPageChange?: (page: number) => void;
  onFinished?: () => void;
  /** The last page on screen with `page` (two-page spreads show the next one too). */
  lastShown?: (page: number) => number;
}

const clamp = (page: number, total: number) => Math.min(Math.max(1, Math.round(page)), total);

/**
 * The page being read (1-based): `go` turns to a page, tells the caller (onPageChange) and marks
 * the turn for benchmarks; `reader:page-shown` is marked once the new page has been painted.
 * onFinished is called once, when the last page is first shown (alone or in a spread).
 */
export function usePageState({
  total,
  initialPage = 1,
  onPageChange,
  onFinished,
  lastShown = (page) => page,
}: PageStateOptions) {
  const [page, setPage] = useState(() => clamp(initialPage, total));
  const [turns, setTurns] = useState(0);
  const current = useRef(page);
  const finished = useRef(false);

  const go = useCallback(
    (target: number) => {
      const next = clamp(target, total);
      if (next === current.current) return;
      performance.mark("reader:turn");
      current.current = next;
      setPage(next);
      setTurns((count) => count + 1);
      onPageChange?.(next);
    },
    [total, onPageChange],
  );

  const reached = lastShown(page);
  useEffect(() => {
    if (reached === total && !finished.current) {
      finished.current = true;
      onFinished?.();
    }
  }, [reached, total, onFinished]);

  useEffect(() => {
    if (turns === 0) return;
    // The frame after the one that paints the new page.
    const frame = requestAnimationFrame(() => {
      setTimeout(() => performance.mark("reader:page-shown"), 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [turns]);

  return { page, go, turned: turns > 0 };
}
