import { ProductCards, TextSection } from "@rawafed/design-system";
import { createFileRoute, useLoaderData, useParams } from "@tanstack/react-router";
import { ContentPage } from "../../../../compose/ContentPage";
import { pageHead } from "../../../../compose/head";
import { paramNotFound } from "../../../../compose/notFound";
import { picture } from "../../../../compose/pictures";
import { getService } from "../../../../runtime/serverFns";
import { pagePath } from "../../../../site/paths";

export const Route = createFileRoute("/$locale/services/$servicesSlug/")({
  // The loader (and what it imports) loads with the page's code, not in every first load.
  codeSplitGroupings: [["loader", "component"]],
  loader: async ({ params, location }) => {
    const service = await getService({
      data: { locale: params.locale, servicesSlug: params.servicesSlug },
    });
    if (!service) throw paramNotFound(location.href);
    return service;
  },
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "serviceList",
          params: { servicesSlug: params.servicesSlug },
          title: loaderData.title,
          description: loaderData.summary,
          image: loaderData.image,
        })
      : {},
  component: ServiceListPage,
});

function ServiceListPage() {
  const { locale } = useParams({ from: "/$locale/services/$servicesSlug/" });
  const service = useLoaderData({ from: "/$locale/services/$servicesSlug/" });
  return (
    <ContentPage
      pageId="serviceList"
      content={{ title: service.title, lead: service.summary, image: service.image }}
    >
      <TextSection paragraphs={service.body} />
      <ProductCards
        items={service.items.map((item) => ({
          title: item.title,
          summary: item.summary,
          features: item.features,
          image: item.image ? picture(item.image, locale, { sizes: "card" }) : undefined,
          href: pagePath("serviceDetail", locale, { servicesSlug: service.slug, id: item.id }),
        }))}
        catalogHref={service.catalog?.file}
      />
    </ContentPage>
  );
}
