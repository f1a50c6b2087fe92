import { useCallback, useEffect, useRef, useState } from "react";

interface PageStateOptions {
  total: number;
  initialPage?: number;
  onPageChange?: (page: number) => void;
  onFinished?: () => void;
}

const clamp = (page: number, total: number) => Math.min(Math.max(1, Math.round(page)), total);

/**
 * The page being read (1-based): `go` turns to a page, tells the caller (onPageChange) and marks
 * the turn for benchmarks; `reader:page-shown` is marked once the new page has been painted.
 * onFinished is called once, when the last page is first shown.
 */
export function usePageState({
  total,
  initialPage = 1,
  onPageChange,
  onFinished,
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

  useEffect(() => {
    if (page === total && !finished.current) {
      finished.current = true;
      onFinished?.();
    }
  }, [page, total, onFinished]);

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
