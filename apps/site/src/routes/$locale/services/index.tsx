import { DefaultLayout, ServiceCards } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../../compose/ContentPage";
import { pageHead } from "../../../compose/head";
import { getServices } from "../../../runtime/serverFns";
import { pagePath } from "../../../site/paths";

export const Route = createFileRoute("/$locale/services/")({
  loader: ({ params }) => getServices({ data: { locale: params.locale } }),
  head: ({ params, loaderData }) =>
    loaderData
      ? pageHead({
          locale: params.locale,
          pageId: "services",
          ...loaderData.page,
        })
      : {},
  component: ServicesPage,
});

function ServicesPage() {
  const { locale } = Route.useParams();
  const { page, services } = Route.useLoaderData();
  return (
    <ContentPage pageId="services" layout={DefaultLayout} content={page}>
      <ServiceCards
        items={services.map((service) => ({
          title: service.title,
          summary: service.summary,
          href: pagePath("serviceList", locale, { servicesSlug: service.slug }),
          features: service.items.map((item) => item.title),
        }))}
      />
    </ContentPage>
  );
}
