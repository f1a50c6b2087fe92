import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/rawafed-park")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "rawafedPark" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "rawafedPark",
          ...loaderData,
        })
      : {},
  component: RawafedParkPage,
});

function RawafedParkPage() {
  return (
    <ContentPage pageId="rawafedPark" layout={DefaultLayout} content={Route.useLoaderData()} />
  );
}
