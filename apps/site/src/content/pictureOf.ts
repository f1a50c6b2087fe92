import type { IllustrationId, PictureAlts } from "./pictures";
import type { SiteContentInput, StaticPageId } from "./schema";

// Which picture each page, service and product shows (an article's is its cover, in the studio): the same in both languages, so it
// is said once here; each locale gives only the words (its pictures.ts).

const pages: Partial<Record<StaticPageId, IllustrationId>> = {
  home: "home-hero",
  services: "services-overview",
  storageConsultancyServices: "storage-consultancy",
  integratedLogisticsSolutionsSector: "integrated-logistics",
  smartReleasedSector: "smart-platform",
  rawafedPark: "rawafed-park",
  woodFactory: "wood-factory",
  metalFactory: "metal-factory",
};

const services: Record<string, IllustrationId> = {
  "storage-solutions": "services-overview",
  "logistics-consulting": "logistics-consulting",
  "integrated-logistics": "integrated-logistics",
  "consulting-engineers": "consulting-engineers",
  "smart-logistics-platform": "smart-platform",
};

/** The storage products, each drawn on its own. */
const products: Record<string, IllustrationId> = {
  "storage-solutions/racking-systems": "racking-systems",
  "storage-solutions/dock-levelers": "dock-levelers",
  "storage-solutions/fixed-elevators": "fixed-elevators",
  "storage-solutions/mobile-ramps": "mobile-ramps",
  "storage-solutions/firefighting": "firefighting",
  "storage-solutions/epoxy-flooring": "epoxy-flooring",
};

/** A locale's copy with its pictures attached, each with its text alternative. */
export function withPictures(content: SiteContentInput, alts: PictureAlts): SiteContentInput {
  const ref = (id: IllustrationId | undefined) => (id ? { id, alt: alts[id] } : undefined);
  return {
    ...content,
    pages: Object.fromEntries(
      Object.entries(content.pages).map(([id, page]) => [
        id,
        { ...page, image: ref(pages[id as StaticPageId]) },
      ]),
    ) as SiteContentInput["pages"],
    services: content.services.map((service) => ({
      ...service,
      image: ref(services[service.slug]),
      items: service.items.map((item) => ({
        ...item,
        image: ref(products[`${service.slug}/${item.id}`]),
      })),
    })),
  };
}
