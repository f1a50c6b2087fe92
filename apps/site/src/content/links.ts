// What the browser also needs of the content model: page ids, content links and file paths. Kept
// apart from the schema so that client code does not load the validation library with it.

export const staticPageIds = [
  "home",
  "aboutUs",
  "whyRawafed",
  "values",
  "rawafedHistory",
  "team",
  "leaders",
  "boardMembers",
  "organizationChart",
  "investorsServicesCenter",
  "finicalStatements",
  "regulationsAndPolicies",
  "services",
  "storageConsultancyServices",
  "integratedLogisticsSolutionsSector",
  "smartReleasedSector",
  "rawafedPark",
  "woodFactory",
  "metalFactory",
  "news",
  "blogs",
  "videos",
  "faq",
  "careers",
  "contactUs",
  "event",
  "invitation",
] as const;

export type StaticPageId = (typeof staticPageIds)[number];

/** Pages whose copy is an article or a service rather than an entry of `pages`. */
export const paramPageIds = ["blog", "serviceList", "serviceDetail"] as const;
export type ParamPageId = (typeof paramPageIds)[number];

/**
 * A link to a page of the site, independent of the locale:
 * - a static page id: `"rawafedPark"`
 * - `"blog:<slug>"`
 * - `"serviceList:<servicesSlug>"`
 * - `"serviceDetail:<servicesSlug>/<id>"`
 */
export type ContentHref =
  | { page: StaticPageId }
  | { page: "blog"; blog: string }
  | { page: "serviceList"; servicesSlug: string }
  | { page: "serviceDetail"; servicesSlug: string; id: string };

const slugPart = "[a-z0-9]+(?:-[a-z0-9]+)*";
export const hrefPattern = new RegExp(
  `^(?:(?:${staticPageIds.join("|")})|blog:${slugPart}|serviceList:${slugPart}|serviceDetail:${slugPart}/${slugPart})$`,
);

/** Parses a content href; returns undefined for a malformed one. */
export function parseContentHref(href: string): ContentHref | undefined {
  if (!hrefPattern.test(href)) return undefined;
  const colon = href.indexOf(":");
  if (colon < 0) return { page: href as StaticPageId };
  const kind = href.slice(0, colon);
  const rest = href.slice(colon + 1);
  if (kind === "blog") return { page: "blog", blog: rest };
  if (kind === "serviceList") return { page: "serviceList", servicesSlug: rest };
  const [servicesSlug = "", id = ""] = rest.split("/");
  return { page: "serviceDetail", servicesSlug, id };
}
