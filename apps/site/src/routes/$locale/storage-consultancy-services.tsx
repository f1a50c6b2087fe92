import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/storage-consultancy-services")({
  loader: ({ params }) =>
    getPageContent({ data: { locale: params.locale, page: "storageConsultancyServices" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "storageConsultancyServices",
          ...loaderData,
        })
      : {},
  component: StorageConsultancyServicesPage,
});

function StorageConsultancyServicesPage() {
  return (
    <ContentPage
      pageId="storageConsultancyServices"
      layout={DefaultLayout}
      content={Route.useLoaderData()}
    />
  );
}
