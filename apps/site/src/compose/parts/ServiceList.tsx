import { ServiceCards } from "@rawafed/design-system";
import { useLoaderData, useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { pagePath } from "../../site/paths";

/** The services page's cards, each leading to the service's products. */
export function ServiceList(): ReactNode {
  const { locale } = useParams({ from: "/$locale/services/" });
  const { services } = useLoaderData({ from: "/$locale/services/" });
  return (
    <ServiceCards
      items={services.map((service) => ({
        title: service.title,
        summary: service.summary,
        href: pagePath("serviceList", locale, { servicesSlug: service.slug }),
        features: service.items.map((item) => item.title),
      }))}
    />
  );
}
