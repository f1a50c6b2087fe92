import { BlogArticle } from "@rawafed/design-system";
import { CommentForm } from "@rawafed/forms";
import { encodePath } from "@rawafed/i18n";
import { createFileRoute, useLoaderData, useParams } from "@tanstack/react-router";
import { Hydrate } from "@tanstack/react-start";
import { ContentPage } from "../../../compose/ContentPage";
import { pageHead } from "../../../compose/head";
import { paramNotFound } from "../../../compose/notFound";
import { picture } from "../../../compose/pictures";
import { siteOrigin } from "../../../config";
import { submitComment } from "../../../runtime/forms";
import { nearScreen } from "../../../runtime/hydration";
import { getApprovedComments, getBlog } from "../../../runtime/serverFns";
import { pagePath } from "../../../site/paths";

export const Route = createFileRoute("/$locale/blog/$blog")({
  loader: async ({ params, location }) => {
    const [article, comments] = await Promise.all([
      getBlog({ data: { locale: params.locale, blog: params.blog } }),
      getApprovedComments({ data: { blog: params.blog } }),
    ]);
    if (!article) throw paramNotFound(location.href);
    const url = new URL(encodePath(pagePath("blog", params.locale, params)), siteOrigin()).href;
    return { article, comments, url };
  },
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "blog",
          params: { blog: params.blog },
          title: loaderData.article.title,
          description: loaderData.article.summary,
          image: loaderData.article.image,
        })
      : {},
  component: BlogArticlePage,
});

function BlogArticlePage() {
  const { locale } = useParams({ from: "/$locale/blog/$blog" });
  const { article, comments, url } = useLoaderData({ from: "/$locale/blog/$blog" });
  return (
    <ContentPage pageId="blog">
      <BlogArticle
        titleLevel={1}
        title={article.title}
        date={article.date}
        author={article.author}
        summary={article.summary}
        body={article.body}
        image={
          article.image
            ? picture(article.image, locale, { sizes: "article", priority: true })
            : undefined
        }
        url={url}
        comments={comments}
        commentForm={
          // After the article and its comments: its code loads as it nears the screen.
          <Hydrate when={nearScreen()}>
            <CommentForm onSubmit={submitComment(article.slug)} />
          </Hydrate>
        }
      />
    </ContentPage>
  );
}
