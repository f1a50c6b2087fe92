export type LayoutName = "default" | "five" | "four" | "none" | "second" | "six" | "thrid";

interface PageDefinition {
  /** The path after the locale prefix, per locale; `:name` marks a parameter. */
  en: string;
  ar: string;
  layout: LayoutName;
  /**
   * False for a page reached only from a link in an e-mail (the newsletter's confirmation and
   * unsubscribe pages): it is not in the navigation, the sitemap or the prerendered pages.
   */
  listed?: false;
}

const same = (slug: string, layout: LayoutName = "default"): PageDefinition => ({
  en: slug,
  ar: slug,
  layout,
});

/** Every page of the site with its slug in each locale and its layout (CONTRACT.md, Routes). */
export const pages = {
  home: same(""),
  aboutUs: same("about-us"),
  whyRawafed: same("why-rawafed"),
  values: same("values"),
  rawafedHistory: same("rawafed-history", "four"),
  team: same("team"),
  leaders: same("leaders"),
  boardMembers: same("board-members"),
  organizationChart: same("organization-chart"),
  investorsServicesCenter: same("investors-services-center"),
  finicalStatements: same("finical-statements"),
  regulationsAndPolicies: same("regulations-and-policies"),
  services: same("services"),
  storageConsultancyServices: same("storage-consultancy-services"),
  integratedLogisticsSolutionsSector: same("integrated-logistics-solutions-sector"),
  smartReleasedSector: same("smart-released-sector"),
  rawafedPark: same("rawafed-park"),
  woodFactory: { en: "wood-factory", ar: "مصنع-الأخشاب", layout: "default" },
  metalFactory: { en: "metal-factory", ar: "مصنع-المعادن", layout: "default" },
  news: { en: "news", ar: "الأخبار", layout: "second" },
  blogs: same("blogs"),
  videos: same("videos"),
  faq: same("faq"),
  careers: same("careers"),
  contactUs: { en: "contact-us", ar: "اتصل-بنا", layout: "default" },
  event: same("event", "none"),
  invitation: same("invitation", "none"),
  blog: same("blog/:blog", "six"),
  serviceList: same("services/:servicesSlug", "six"),
  serviceDetail: same("services/:servicesSlug/:id", "six"),
  newsletterConfirm: { ...same("newsletter/confirm", "thrid"), listed: false },
  newsletterUnsubscribe: { ...same("newsletter/unsubscribe", "thrid"), listed: false },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof pages;
export const pageIds = Object.keys(pages) as PageId[];

/** Whether a page is listed (navigation, sitemap, prerendering): all but those behind a mail. */
export const isListed = (id: PageId): boolean => !("listed" in pages[id]);

/** Pages without parameters: the ones in navigation, the sitemap and the prerender list. */
export const staticPageIds = pageIds.filter((id) => isListed(id) && !pages[id].en.includes(":"));
