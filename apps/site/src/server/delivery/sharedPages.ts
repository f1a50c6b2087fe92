// The production server's shared pages (see `pageCache.ts`), in one place, so that what changes
// a page (a publication in the studio) can make this instance forget it at once. Other instances
// keep theirs for at most the cache's few seconds.
import { createPageCache } from "./pageCache";

/** Pages are shared for 5 s: a publication is visible within that time on every instance. */
export const sharedPages = createPageCache({ ttlMs: 5_000, maxEntries: 500 });

export function forgetSharedPages(): void {
  sharedPages.clear();
}
