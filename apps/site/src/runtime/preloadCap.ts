import pLimit from "p-limit";

/** At most this many route preloads run at once (CONTRACT.md, SPEC.md section 9). */
export const MAX_PARALLEL_PRELOADS = 4;

interface Preloader {
  preloadRoute: (...args: never[]) => Promise<unknown>;
}

/**
 * Queues the router's route preloads (hover and focus intent, `preload` links) so no more than
 * `limit` load at a time; the rest wait their turn instead of competing for the connection.
 */
export function capPreloads<R extends Preloader>(router: R, limit = MAX_PARALLEL_PRELOADS): R {
  const queue = pLimit(limit);
  const preload = router.preloadRoute.bind(router);
  router.preloadRoute = ((...args: Parameters<R["preloadRoute"]>) =>
    queue(() => preload(...args))) as R["preloadRoute"];
  return router;
}
