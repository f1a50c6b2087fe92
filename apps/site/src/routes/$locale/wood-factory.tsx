import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/wood-factory")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "woodFactory" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "woodFactory",
          ...loaderData,
        })
      : {},
  component: WoodFactoryPage,
});

function WoodFactoryPage() {
  return (
    <ContentPage pageId="woodFactory" layout={DefaultLayout} content={Route.useLoaderData()} />
  );
}
