import { useLocation } from "@tanstack/react-router";
import { fromRouterPath, isListed, type PageId, twinPath } from "../site/paths";
import { useRootContext } from "./rootContext";

/** What every layout needs from the app: the locale, the twin page, the year, the current page. */
export function useShell(pageId: PageId) {
  const { locale, year } = useRootContext();
  const pathname = useLocation({ select: (location) => location.pathname });
  // A page opened from an e-mail link keeps its query (the token) in the other language.
  const search = useLocation({
    select: (location) => (isListed(pageId) ? "" : location.searchStr),
  });
  return {
    locale,
    year,
    pathname,
    twinHref: twinPath(fromRouterPath(pathname)) + search,
  };
}
