import type { NavGroup, NavLink } from "@rawafed/design-system";
import type { Locale } from "@rawafed/i18n";
import { pages } from "./pages";
import { type PageId, pagePath } from "./paths";

/**
 * The primary navigation: its groups in display order (labelled `navGroup.<id>`), each with its
 * pages in display order (labelled `nav.<pageId>`).
 */
const groups = {
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
  media: ["news", "blogs", "videos", "event", "comics"],
  contact: ["careers", "faq", "contactUs"],
} as const satisfies Record<string, readonly PageId[]>;

/** The footer's quick links. */
const quickLinkPageIds = [
  "aboutUs",
  "services",
  "investorsServicesCenter",
  "news",
  "careers",
  "comics",
  "contactUs",
] as const satisfies readonly PageId[];

type LinkedPageId = (typeof groups)[keyof typeof groups][number];

const link = (pageId: LinkedPageId, locale: Locale): NavLink => ({
  href: pagePath(pageId, locale),
  label: `nav.${pageId}`,
});

interface Links {
  navigation: NavGroup[];
  quickLinks: NavLink[];
}

// Built once per locale: every page draws the same links.
const built = new Map<Locale, Links>();

/** The shell's links in a locale: the navigation's groups and the footer's quick links. */
export function siteLinks(locale: Locale): Links {
  let links = built.get(locale);
  if (!links) {
    links = {
      navigation: Object.entries(groups).map(([id, pageIds]) => ({
        id,
        label: `navGroup.${id as keyof typeof groups}`,
        links: pageIds.map((pageId) => link(pageId, locale)),
      })),
      quickLinks: quickLinkPageIds.map((pageId) => link(pageId, locale)),
    };
    built.set(locale, links);
  }
  return links;
}

/** The path of a page for `aria-current`; none for a page with parameters (an article). */
export function currentHref(pageId: PageId, locale: Locale): string | undefined {
  return pages[pageId].en.includes(":") ? undefined : pagePath(pageId, locale);
}
