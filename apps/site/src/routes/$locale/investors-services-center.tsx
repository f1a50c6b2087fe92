import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/investors-services-center")({
  loader: ({ params }) =>
    getPageContent({ data: { locale: params.locale, page: "investorsServicesCenter" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "investorsServicesCenter",
          ...loaderData,
        })
      : {},
  component: InvestorsServicesCenterPage,
});

function InvestorsServicesCenterPage() {
  return (
    <ContentPage
      pageId="investorsServicesCenter"
      layout={DefaultLayout}
      content={Route.useLoaderData()}
    />
  );
}
