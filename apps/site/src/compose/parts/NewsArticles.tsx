import { NewsList, TextSection } from "@rawafed/design-system";
import { useLoaderData, useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { newsSummaries } from "../articles";

/** The news page's list, then every article in full (each the target of its list entry). */
export function NewsArticles(): ReactNode {
  const { locale } = useParams({ from: "/$locale/news" });
  const { news } = useLoaderData({ from: "/$locale/news" });
  return (
    <>
      <NewsList items={newsSummaries(news, locale)} />
      {news.map((article) => (
        <TextSection
          key={article.slug}
          id={article.slug}
          heading={article.title}
          paragraphs={article.body}
        />
      ))}
    </>
  );
}
