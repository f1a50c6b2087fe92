import { DefaultLayout } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../compose/ContentPage";
import { pageHead } from "../../compose/head";
import { getPageContent } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/smart-released-sector")({
  loader: ({ params }) =>
    getPageContent({ data: { locale: params.locale, page: "smartReleasedSector" } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "smartReleasedSector",
          ...loaderData,
        })
      : {},
  component: SmartReleasedSectorPage,
});

function SmartReleasedSectorPage() {
  return (
    <ContentPage
      pageId="smartReleasedSector"
      layout={DefaultLayout}
      content={Route.useLoaderData()}
    />
  );
}
