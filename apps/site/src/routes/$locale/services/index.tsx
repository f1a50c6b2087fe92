import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../../compose/ContentPage";
import { pageHead } from "../../../compose/head";
import { getServices } from "../../../server/content";

export const Route = createFileRoute("/$locale/services/")({
  loader: ({ params }) => getServices({ data: { locale: params.locale } }),
  head: ({ match, params, loaderData }) =>
    loaderData
      ? pageHead({
          context: match.context,
          locale: params.locale,
          pageId: "services",
          ...loaderData.page,
        })
      : {},
  component: ServicesPage,
});

function ServicesPage() {
  const { page } = Route.useLoaderData();
  return <ContentPage pageId="services" content={page} />;
}
