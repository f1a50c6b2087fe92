import { BlogArticle } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../../compose/ContentPage";
import { coverPicture } from "../../../compose/covers";
import { itemData, withPreview } from "../../../compose/editorialItem";
import { itemHead, itemHeaders, previewSearch } from "../../../compose/itemHead";
import { PreviewNotice } from "../../../compose/parts/PreviewNotice";
import { getNewsItem } from "../../../runtime/serverFns";

/** A news item's own page, under the news list's path (`/en/news/…`, `/ar/الأخبار/…`). */
export const Route = createFileRoute("/$locale/news/$news")({
  // The loader (and what it imports) loads with the page's code, not in every first load.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: previewSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) =>
    itemData(
      "newsItem",
      params.locale,
      params.news,
      await withPreview("newsItem", params.locale, deps.preview, () =>
        getNewsItem({ data: { locale: params.locale, slug: params.news, kind: "news" } }),
      ),
      location.href,
    ),
  head: ({ params, loaderData }) => itemHead("newsItem", params.locale, params.news, loaderData),
  headers: itemHeaders,
  component: NewsItemPage,
});

function NewsItemPage() {
  const { locale } = Route.useParams();
  const { item, url, twinHref, preview } = Route.useLoaderData();
  return (
    <ContentPage pageId="newsItem" twinHref={twinHref}>
      <PreviewNotice preview={preview} />
      <BlogArticle
        titleLevel={1}
        title={item.title}
        date={item.date}
        summary={item.summary}
        body={[]}
        bodyHtml={item.html}
        image={coverPicture(item, locale, { sizes: "article", priority: true })}
        url={url}
      />
    </ContentPage>
  );
}
