import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/leaders")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "leaders" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "leaders",
          ...loaderData,
        })
      : {},
  component: LeadersPage,
});

function LeadersPage() {
  return <ContentPage pageId="leaders" layout={DefaultLayout} content={Route.useLoaderData()} />;
}
