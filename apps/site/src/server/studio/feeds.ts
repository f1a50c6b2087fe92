// Atom feeds of the published news and blog articles, one per language (RFC 4287), under each
// list's own path (`/en/news/feed.xml`, `/ar/الأخبار/feed.xml`, `/{l}/blogs/feed.xml`).
import { encodePath, formatMessage, type Locale } from "@rawafed/i18n";
import { messagesOf } from "../../runtime/embeddedMessages";
import { pagePath } from "../../site/paths";
import type { Database } from "../db/index";
import { escapeXml } from "../xml";
import { listPublished } from "./published";

const FEED_ENTRIES = 50;

const feeds = {
  news: { list: "news", feed: "newsFeed", item: "newsItem", param: "news", title: "nav.news" },
  blog: { list: "blogs", feed: "blogsFeed", item: "blog", param: "blog", title: "nav.blogs" },
} as const;

/** The feed of a kind's published items in one language, newest first. */
export async function atomFeed(
  db: Database,
  kind: keyof typeof feeds,
  locale: Locale,
  origin: string,
): Promise<string> {
  const { list, feed, item, param, title } = feeds[kind];
  const absolute = (path: string) => escapeXml(new URL(encodePath(path), origin).href);
  const messages = messagesOf(locale);
  const brand = formatMessage(locale, messages, "brand.name");
  const items = await listPublished(db, kind, locale, FEED_ENTRIES);
  const updated = items.reduce(
    // biome-ignore lint/complexity/useMathMinMax: ISO timestamps, compared as text
    (latest, entry) => (entry.updatedAt > latest ? entry.updatedAt : latest),
    new Date(0).toISOString(),
  );
  const entries = items.map((entry) => {
    const href = absolute(pagePath(item, locale, { [param]: entry.slug }));
    const author = entry.fields.author || brand;
    return [
      "  <entry>",
      `    <id>${href}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${href}"/>`,
      `    <published>${entry.firstPublishedAt}</published>`,
      `    <updated>${entry.updatedAt}</updated>`,
      `    <author><name>${escapeXml(author)}</name></author>`,
      `    <summary>${escapeXml(entry.summary)}</summary>`,
      `    <content type="html">${escapeXml(entry.html)}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <id>${absolute(pagePath(feed, locale))}</id>`,
    `  <title>${escapeXml(`${formatMessage(locale, messages, title)} | ${brand}`)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${absolute(pagePath(feed, locale))}"/>`,
    `  <link rel="alternate" type="text/html" href="${absolute(pagePath(list, locale))}"/>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** The answer of a feed's address. */
export async function feedResponse(
  db: Database,
  kind: keyof typeof feeds,
  locale: Locale,
  origin: string,
): Promise<Response> {
  return new Response(await atomFeed(db, kind, locale, origin), {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      // Shared for as long as a page is: a publication shows in the feed within seconds.
      "Cache-Control": "public, max-age=0, s-maxage=5",
    },
  });
}
