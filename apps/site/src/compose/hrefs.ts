import type { Locale } from "@rawafed/i18n";
import { parseContentHref } from "../content/links";
import { pagePath } from "../site/paths";

/** A content link (`rawafedPark`, `serviceList:storage-solutions`...) as a path in a locale. */
export function contentHref(href: string, locale: Locale): string {
  const target = parseContentHref(href);
  if (!target) return `/${locale}`;
  const { page, ...params } = target;
  return pagePath(page, locale, params);
}
