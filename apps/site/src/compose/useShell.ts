import { fromRouterPath, type PageId, twinPath } from "@rawafed/i18n";
import { useLocation } from "@tanstack/react-router";
import { useRootContext } from "./rootContext";

/** What every layout needs from the app: the locale, the twin page, the year, the current page. */
export function useShell(pageId: PageId) {
  const { locale, year } = useRootContext();
  const pathname = useLocation({ select: (location) => location.pathname });
  return {
    locale,
    year,
    currentPageId: pageId,
    pathname,
    twinHref: twinPath(fromRouterPath(pathname)),
  };
}
