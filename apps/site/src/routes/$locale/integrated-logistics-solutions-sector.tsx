import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/integrated-logistics-solutions-sector")({
  loader: ({ params }) =>
    getPageContent({ data: { locale: params.locale, page: "integratedLogisticsSolutionsSector" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "integratedLogisticsSolutionsSector",
          ...loaderData,
        })
      : {},
  component: IntegratedLogisticsSolutionsSectorPage,
});

function IntegratedLogisticsSolutionsSectorPage() {
  return (
    <ContentPage
      pageId="integratedLogisticsSolutionsSector"
      layout={DefaultLayout}
      content={Route.useLoaderData()}
    />
  );
}
