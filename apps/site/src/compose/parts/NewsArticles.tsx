import { NewsList } from "@rawafed/design-system";
import { useLoaderData, useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { newsSummaries } from "../articles";

/** The news page's list: each item leads to its own page. */
export function NewsArticles(): ReactNode {
  const { locale } = useParams({ from: "/$locale/news/" });
  const { news } = useLoaderData({ from: "/$locale/news/" });
  return <NewsList items={newsSummaries(news, locale)} />;
}
