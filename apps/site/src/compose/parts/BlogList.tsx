import { NewsList } from "@rawafed/design-system";
import { useLoaderData, useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { blogSummaries } from "../articles";

/** The blog page's articles, each leading to its own page. */
export function BlogList(): ReactNode {
  const { locale } = useParams({ from: "/$locale/blogs/" });
  const { blogs } = useLoaderData({ from: "/$locale/blogs/" });
  return <NewsList items={blogSummaries(blogs, locale)} />;
}
