import type { ArticleSummary } from "@rawafed/design-system";
import type { Locale } from "@rawafed/i18n";
import type { Article } from "../content/schema";
import { pagePath } from "../site/paths";
import { picture } from "./pictures";

/** News cards point at the article on the news page (news has no page of its own). */
export function newsSummaries(news: readonly Article[], locale: Locale): ArticleSummary[] {
  return news.map((article) => ({
    title: article.title,
    summary: article.summary,
    date: article.date,
    author: article.author,
    image: article.image ? picture(article.image, locale, { sizes: "card" }) : undefined,
    href: `${pagePath("news", locale)}#${article.slug}`,
  }));
}

export function blogSummaries(blogs: readonly Article[], locale: Locale): ArticleSummary[] {
  return blogs.map((article) => ({
    title: article.title,
    summary: article.summary,
    date: article.date,
    author: article.author,
    image: article.image ? picture(article.image, locale, { sizes: "card" }) : undefined,
    href: pagePath("blog", locale, { blog: article.slug }),
  }));
}
