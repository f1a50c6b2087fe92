/**
 * Runs `task` once the page is idle; where the browser cannot tell (Safari), after `fallbackMs`.
 * `timeout` bounds the wait where it can. Returns a cancel, for an effect's cleanup.
 */
export function whenIdle(
  task: () => void,
  { timeout, fallbackMs = 200 }: { timeout?: number; fallbackMs?: number } = {},
): () => void {
  if (typeof window.requestIdleCallback !== "function") {
    const timer = setTimeout(task, fallbackMs);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task, timeout === undefined ? undefined : { timeout });
  return () => window.cancelIdleCallback(handle);
}
