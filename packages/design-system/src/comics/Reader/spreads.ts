// Two pages side by side, as a printed comic opens: the cover alone (the cover offset), then
// pairs; a landscape page (already a spread in the book) stands alone, and pairing starts again
// after it.
import type { ReaderPage } from "./types";

const landscape = (page: ReaderPage | undefined) => page !== undefined && page.width > page.height;

/** The pages on screen with `page` (1-based), in reading order: one, or two with `spreads`. */
export function spreadOf(pages: readonly ReaderPage[], page: number, spreads: boolean): number[] {
  if (!spreads) return [page];
  // Walk from the start: each group is one page (the cover, a landscape one) or two.
  let start = 1;
  while (start <= pages.length) {
    const alone =
      start === 1 ||
      landscape(pages[start - 1]) ||
      start === pages.length ||
      landscape(pages[start]);
    const group = alone ? [start] : [start, start + 1];
    if (group.includes(page)) return group;
    start += group.length;
  }
  return [page];
}
