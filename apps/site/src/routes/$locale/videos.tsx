import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/videos")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "videos" } }),
  head: ({ params, loaderData }) =>
    loaderData ? pageHead({ locale: params.locale, pageId: "videos", ...loaderData }) : {},
  component: VideosPage,
});

function VideosPage() {
  return <ContentPage pageId="videos" layout={DefaultLayout} content={Route.useLoaderData()} />;
}
