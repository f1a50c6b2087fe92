import { BlogArticle } from "@rawafed/design-system";
import { CommentForm } from "@rawafed/forms";
import { createFileRoute } from "@tanstack/react-router";
import { Hydrate } from "@tanstack/react-start";
import { ContentPage } from "../../../compose/ContentPage";
import { coverPicture } from "../../../compose/covers";
import { itemData, withPreview } from "../../../compose/editorialItem";
import { itemHead, itemHeaders, previewSearch } from "../../../compose/itemHead";
import { PreviewNotice } from "../../../compose/parts/PreviewNotice";
import { submitComment } from "../../../runtime/forms";
import { nearScreen } from "../../../runtime/hydration";
import { getApprovedComments, getBlog } from "../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/blog/$blog")({
  // The loader (and what it imports) loads with the page's code, not in every first load.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: previewSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) => {
    const [page, comments] = await Promise.all([
      withPreview("blog", params.locale, deps.preview, () =>
        getBlog({ data: { locale: params.locale, slug: params.blog, kind: "blog" } }),
      ),
      getApprovedComments({ data: { blog: params.blog } }),
    ]);
    return {
      ...itemData("blog", params.locale, params.blog, page, location.href),
      comments,
    };
  },
  head: ({ params, loaderData }) => itemHead("blog", params.locale, params.blog, loaderData),
  headers: itemHeaders,
  component: BlogArticlePage,
});

function BlogArticlePage() {
  const { locale } = Route.useParams();
  const { item, comments, url, twinHref, preview } = Route.useLoaderData();
  return (
    <ContentPage pageId="blog" twinHref={twinHref}>
      <PreviewNotice preview={preview} />
      <BlogArticle
        titleLevel={1}
        title={item.title}
        date={item.date}
        author={item.author}
        summary={item.summary}
        body={[]}
        bodyHtml={item.html}
        image={coverPicture(item, locale, { sizes: "article", priority: true })}
        url={url}
        comments={comments}
        commentForm={
          // After the article and its comments: its code loads as it nears the screen.
          <Hydrate when={nearScreen()}>
            <CommentForm onSubmit={submitComment(item.slug)} />
          </Hydrate>
        }
      />
    </ContentPage>
  );
}
