import { FourLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/rawafed-history")({
  loader: ({ params }) =>
    getPageContent({ data: { locale: params.locale, page: "rawafedHistory" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "rawafedHistory",
          ...loaderData,
        })
      : {},
  component: RawafedHistoryPage,
});

function RawafedHistoryPage() {
  return (
    <ContentPage pageId="rawafedHistory" layout={FourLayout} content={Route.useLoaderData()} />
  );
}
