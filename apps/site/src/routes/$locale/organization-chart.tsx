import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/organization-chart")({
  loader: ({ params }) =>
    getPageContent({ data: { locale: params.locale, page: "organizationChart" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "organizationChart",
          ...loaderData,
        })
      : {},
  component: OrganizationChartPage,
});

function OrganizationChartPage() {
  return (
    <ContentPage
      pageId="organizationChart"
      layout={DefaultLayout}
      content={Route.useLoaderData()}
    />
  );
}
