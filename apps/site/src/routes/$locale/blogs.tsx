import { DefaultLayout, NewsList } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { blogSummaries } from "../../compose/articles";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getBlogsAndPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/blogs")({
  loader: ({ params }) => getBlogsAndPage({ data: { locale: params.locale } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "blogs",
          ...loaderData.page,
        })
      : {},
  component: BlogsPage,
});

function BlogsPage() {
  const { locale } = Route.useParams();
  const { page, blogs } = Route.useLoaderData();
  return (
    <ContentPage pageId="blogs" layout={DefaultLayout} content={page}>
      <NewsList items={blogSummaries(blogs, locale)} />
    </ContentPage>
  );
}
