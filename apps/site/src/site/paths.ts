import { createPagePaths } from "@rawafed/i18n";
import { pages } from "./pages";

export { decodePath, encodePath, type PageMatch, type PageParams } from "@rawafed/i18n";
export type { PageId } from "./pages";

/**
 * The site's path functions, bound to its page table once: every module of the app takes its
 * paths from here (`@rawafed/i18n` knows no page of its own).
 */
export const {
  pageIds,
  staticPageIds,
  isListed,
  pagePath,
  matchPage,
  twinPath,
  toRouterPath,
  fromRouterPath,
} = createPagePaths(pages);
