// The files a page row names: its WebP at two widths and, once made, their AVIF. What a page's
// replacement or removal takes out of the store.
import { chapterPages } from "../../db/comics";

export const pageFileColumns = {
  smallKey: chapterPages.smallKey,
  largeKey: chapterPages.largeKey,
  smallAvifKey: chapterPages.smallAvifKey,
  largeAvifKey: chapterPages.largeAvifKey,
};

interface PageFileRow {
  smallKey: string;
  largeKey: string;
  smallAvifKey: string | null;
  largeAvifKey: string | null;
}

export const pageFiles = (page: PageFileRow): string[] =>
  [page.smallKey, page.largeKey, page.smallAvifKey, page.largeAvifKey].filter(
    (key): key is string => key !== null,
  );
