import type { ArticleSummary } from "@rawafed/design-system";
import type { Locale } from "@rawafed/i18n";
import type { Article } from "../content/schema";
import { pagePath } from "../site/paths";

/** News cards point at the article on the news page (news has no page of its own). */
export function newsSummaries(news: readonly Article[], locale: Locale): ArticleSummary[] {
  return news.map((article) => ({
    title: article.title,
    summary: article.summary,
    date: article.date,
    author: article.author,
    href: `${pagePath("news", locale)}#${article.slug}`,
  }));
}

export function blogSummaries(blogs: readonly Article[], locale: Locale): ArticleSummary[] {
  return blogs.map((article) => ({
    title: article.title,
    summary: article.summary,
    date: article.date,
    author: article.author,
    href: pagePath("blog", locale, { blog: article.slug }),
  }));
}
