import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/about-us")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "aboutUs" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "aboutUs",
          ...loaderData,
        })
      : {},
  component: AboutUsPage,
});

function AboutUsPage() {
  return <ContentPage pageId="aboutUs" layout={DefaultLayout} content={Route.useLoaderData()} />;
}
