import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/metal-factory")({
  loader: ({ params }) => getPageContent({ data: { locale: params.locale, page: "metalFactory" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "metalFactory",
          ...loaderData,
        })
      : {},
  component: MetalFactoryPage,
});

function MetalFactoryPage() {
  return (
    <ContentPage pageId="metalFactory" layout={DefaultLayout} content={Route.useLoaderData()} />
  );
}
