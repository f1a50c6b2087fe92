import { formatMessage, type Locale, type PageParams } from "@rawafed/i18n";
import { messagesOf } from "../../runtime/embeddedMessages";
import type { PageId } from "../../site/paths";
import { pageHead } from "../head";

/**
 * The head of a public comics page: its title (a comic's or chapter's name, else the page's own),
 * canonical and alternates. Never in the sitemap yet, but open to search engines.
 */
export function comicsHead(
  locale: Locale,
  pageId: PageId,
  options: { params?: PageParams; title?: string; description?: string } = {},
) {
  const title = options.title ?? formatMessage(locale, messagesOf(locale), `nav.${pageId}`);
  return pageHead({
    locale,
    pageId,
    params: options.params,
    title,
    description: options.description,
  });
}
