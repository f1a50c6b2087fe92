import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../../../compose/ContentPage";
import { pageHead } from "../../../../compose/head";
import { paramNotFound } from "../../../../compose/notFound";
import { getService } from "../../../../server/content";

export const Route = createFileRoute("/$locale/services/$servicesSlug/$id")({
  loader: async ({ params, location }) => {
    const service = await getService({
      data: { locale: params.locale, servicesSlug: params.servicesSlug },
    });
    const item = service?.items.find((candidate) => candidate.id === params.id);
    if (!service || !item) throw paramNotFound(location.href);
    return { service, item };
  },
  head: ({ match, params, loaderData }) =>
    loaderData
      ? pageHead({
          context: match.context,
          locale: params.locale,
          pageId: "serviceDetail",
          params: { servicesSlug: params.servicesSlug, id: params.id },
          title: loaderData.item.title,
          description: loaderData.item.summary,
        })
      : {},
  component: ServiceDetailPage,
});

function ServiceDetailPage() {
  const { item } = Route.useLoaderData();
  return <ContentPage pageId="serviceDetail" content={{ title: item.title, lead: item.summary }} />;
}
