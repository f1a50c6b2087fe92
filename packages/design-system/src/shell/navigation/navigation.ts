import type { PageId } from "@rawafed/i18n";

/** The groups of the primary navigation, in display order; labelled by `navGroup.<id>`. */
export const navGroupIds = [
  "about",
  "investors",
  "services",
  "factories",
  "media",
  "contact",
] as const;
export type NavGroupId = (typeof navGroupIds)[number];

/** Which pages each group holds, in display order; each link is labelled by `nav.<pageId>`. */
export const navGroupPages = {
  about: ["aboutUs", "whyRawafed", "values", "rawafedHistory", "team", "leaders"],
  investors: [
    "investorsServicesCenter",
    "finicalStatements",
    "boardMembers",
    "organizationChart",
    "regulationsAndPolicies",
  ],
  services: [
    "services",
    "storageConsultancyServices",
    "integratedLogisticsSolutionsSector",
    "smartReleasedSector",
    "rawafedPark",
  ],
  factories: ["woodFactory", "metalFactory"],
  media: ["news", "blogs", "videos", "event"],
  contact: ["careers", "faq", "contactUs"],
} as const satisfies Record<NavGroupId, readonly PageId[]>;

export interface NavLink {
  pageId: PageId;
  /** The localized path, built by the app. */
  href: string;
}

export interface NavGroup {
  group: NavGroupId;
  links: NavLink[];
}

/** The whole navigation, with hrefs from the app's localized path builder. */
export function buildNavigation(hrefOf: (pageId: PageId) => string): NavGroup[] {
  return navGroupIds.map((group) => ({
    group,
    links: navGroupPages[group].map((pageId) => ({ pageId, href: hrefOf(pageId) })),
  }));
}

/** The footer's quick links by default. */
export const quickLinkPageIds = [
  "aboutUs",
  "services",
  "investorsServicesCenter",
  "news",
  "careers",
  "contactUs",
] as const satisfies readonly PageId[];
