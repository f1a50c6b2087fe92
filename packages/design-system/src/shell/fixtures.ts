// The shell's story fixtures: a brand, its navigation and its quick links, with the corporate
// site's values of the day (so the pictures show a real shell). The shell itself knows none of
// them: each app gives its own.
import type { Locale, MessageId } from "@rawafed/i18n";
import type { Brand, NavGroup, NavLink } from "./types";

export const brandFixture = {
  name: "brand.name",
  tagline: "brand.tagline",
  email: "info@rawafed.example",
  phone: "920000000",
  whatsapp: "+966500000000",
  chatUrl: "https://wa.me/966500000000",
  social: {
    label: "shell.social.label",
    links: [
      {
        network: "facebook",
        href: "https://www.facebook.com/rawafed.example",
        label: "shell.social.facebook",
      },
      {
        network: "youtube",
        href: "https://www.youtube.com/@rawafed.example",
        label: "shell.social.youtube",
      },
      {
        network: "instagram",
        href: "https://www.instagram.com/rawafed.example",
        label: "shell.social.instagram",
      },
      {
        network: "linkedin",
        href: "https://www.linkedin.com/company/rawafed-example",
        label: "shell.social.linkedin",
      },
      { network: "x", href: "https://x.com/rawafed_example", label: "shell.social.x" },
    ],
  },
  offices: [
    { id: "riyadh", label: "office.riyadh", headOffice: true },
    { id: "qassim", label: "office.qassim" },
    { id: "dammam", label: "office.dammam" },
    { id: "jeddah", label: "office.jeddah" },
    { id: "cairo", label: "office.cairo" },
  ],
} as const satisfies Brand;

/** The pages the fixture navigation links to: their label and their slug in each locale. */
const pages = {
  home: "",
  aboutUs: "about-us",
  whyRawafed: "why-rawafed",
  values: "values",
  rawafedHistory: "rawafed-history",
  team: "team",
  leaders: "leaders",
  investorsServicesCenter: "investors-services-center",
  finicalStatements: "finical-statements",
  boardMembers: "board-members",
  organizationChart: "organization-chart",
  regulationsAndPolicies: "regulations-and-policies",
  services: "services",
  storageConsultancyServices: "storage-consultancy-services",
  integratedLogisticsSolutionsSector: "integrated-logistics-solutions-sector",
  smartReleasedSector: "smart-released-sector",
  rawafedPark: "rawafed-park",
  woodFactory: { en: "wood-factory", ar: "مصنع-الأخشاب" },
  metalFactory: { en: "metal-factory", ar: "مصنع-المعادن" },
  news: { en: "news", ar: "الأخبار" },
  blogs: "blogs",
  videos: "videos",
  event: "event",
  careers: "careers",
  faq: "faq",
  contactUs: { en: "contact-us", ar: "اتصل-بنا" },
} as const;

export type FixturePage = keyof typeof pages;

/** A fixture page's path in a locale, as the app builds it. */
export function hrefOf(locale: Locale) {
  return (page: FixturePage) => {
    const slug = pages[page];
    return `/${locale}/${typeof slug === "string" ? slug : slug[locale]}`.replace(/\/$/, "");
  };
}

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
  media: ["news", "blogs", "videos", "event"],
  contact: ["careers", "faq", "contactUs"],
} as const satisfies Record<string, readonly FixturePage[]>;

const quickLinkPages = [
  "aboutUs",
  "services",
  "investorsServicesCenter",
  "news",
  "careers",
  "contactUs",
] as const satisfies readonly FixturePage[];

const link = (locale: Locale, page: FixturePage): NavLink => ({
  href: hrefOf(locale)(page),
  label: `nav.${page}` satisfies MessageId,
});

/** The number of links in the fixture navigation, and in its first group. */
export const navigationSize = {
  links: Object.values(groups).reduce((sum, pages) => sum + pages.length, 0),
  about: groups.about.length,
};

export function navigationFor(locale: Locale): NavGroup[] {
  return Object.entries(groups).map(([id, pages]) => ({
    id,
    label: `navGroup.${id as keyof typeof groups}` satisfies MessageId,
    links: pages.map((page) => link(locale, page)),
  }));
}

export function quickLinksFor(locale: Locale): NavLink[] {
  return quickLinkPages.map((page) => link(locale, page));
}

/** What every story of the shell or a layout passes: the brand and its localized links. */
export function shellFixture(locale: Locale) {
  return {
    brand: brandFixture,
    navigation: navigationFor(locale),
    quickLinks: quickLinksFor(locale),
  };
}
