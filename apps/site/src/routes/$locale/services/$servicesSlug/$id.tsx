import { DownloadList, TextSection } from "@rawafed/design-system";
import { useT } from "@rawafed/i18n";
import { createFileRoute, useLoaderData } from "@tanstack/react-router";
import { ContentPage } from "../../../../compose/ContentPage";
import { download } from "../../../../compose/downloads";
import { pageHead } from "../../../../compose/head";
import { paramNotFound } from "../../../../compose/notFound";
import { getServiceItem } from "../../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/services/$servicesSlug/$id")({
  // The loader (and what it imports) loads with the page's code, not in every first load.
  codeSplitGroupings: [["loader", "component"]],
  loader: async ({ params, location }) => {
    const found = await getServiceItem({ data: params });
    if (!found) throw paramNotFound(location.href);
    return found;
  },
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "serviceDetail",
          params: { servicesSlug: params.servicesSlug, id: params.id },
          title: loaderData.item.title,
          description: loaderData.item.summary,
          image: loaderData.item.image ?? loaderData.service.image,
        })
      : {},
  component: ServiceDetailPage,
});

function ServiceDetailPage() {
  const t = useT();
  const { service, item, catalog } = useLoaderData({ from: "/$locale/services/$servicesSlug/$id" });
  return (
    <ContentPage
      pageId="serviceDetail"
      content={{ title: item.title, lead: item.summary, image: item.image ?? service.image }}
    >
      <TextSection paragraphs={item.body} />
      <TextSection heading={service.title} paragraphs={item.features} />
      {catalog ? (
        <DownloadList items={[download({ ...catalog, label: t("action.downloadCatalog") })]} />
      ) : null}
    </ContentPage>
  );
}
