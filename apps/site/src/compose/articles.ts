import type { ArticleSummary } from "@rawafed/design-system";
import type { Locale } from "@rawafed/i18n";
import type { ItemView } from "../server/content/editorial";
import { pagePath } from "../site/paths";
import { coverPicture } from "./covers";

const summary = (item: ItemView, locale: Locale, href: string): ArticleSummary => ({
  title: item.title,
  summary: item.summary,
  date: item.date,
  author: item.author,
  image: coverPicture(item, locale, { sizes: "card" }),
  href,
});

/** News cards, each leading to its item's page under the news list's path. */
export const newsSummaries = (news: readonly ItemView[], locale: Locale): ArticleSummary[] =>
  news.map((item) => summary(item, locale, pagePath("newsItem", locale, { news: item.slug })));

export const blogSummaries = (blogs: readonly ItemView[], locale: Locale): ArticleSummary[] =>
  blogs.map((item) => summary(item, locale, pagePath("blog", locale, { blog: item.slug })));
