import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A function of steady identity that always calls the latest `fn`: the parts of the reader that
 * do not change with the page are memoized, and a new callback on every turn would undo that.
 */
export function useLatest<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
