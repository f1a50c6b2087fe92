import type { PageDefinition } from "@rawafed/i18n";

/** The design system's page frames, by the name the page table gives them. */
export type LayoutName = "default" | "five" | "four" | "none" | "second" | "six" | "thrid";

interface SitePage extends PageDefinition {
  /**
   * The frame the page is drawn in: pages take it from here (`ContentPage`, `contentRoute`), and a
   * page without one cannot be drawn by them (a type error).
   */
  layout?: LayoutName;
}

/** A page whose slug is the same in both locales, in the default layout unless given another. */
function same<const Slug extends string>(slug: Slug): SamePage<Slug, "default">;
function same<const Slug extends string, const Layout extends LayoutName>(
  slug: Slug,
  layout: Layout,
): SamePage<Slug, Layout>;
function same(slug: string, layout: LayoutName = "default"): SamePage<string, LayoutName> {
  return { en: slug, ar: slug, layout };
}
type SamePage<Slug extends string, Layout extends LayoutName> = {
  en: Slug;
  ar: Slug;
  layout: Layout;
};

/**
 * Every page of the site with its slug in each locale and its layout (CONTRACT.md, Routes). The
 * router's file routes use the English slugs (`routes/$locale/...`); `@rawafed/i18n` maps paths
 * through this table (see `./paths`).
 */
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
  // The staff's content (CONTRACT.md, "Editorial"): drawn from the database on every request
  // (shared for a few seconds), never prerendered. A feed before the item pattern it would match.
  newsFeed: { en: "news/feed.xml", ar: "الأخبار/feed.xml", listed: false },
  newsItem: { en: "news/:news", ar: "الأخبار/:news", layout: "six" },
  blogsFeed: { en: "blogs/feed.xml", ar: "blogs/feed.xml", listed: false },
  blogs: same("blogs"),
  videos: same("videos"),
  faq: same("faq"),
  careers: same("careers"),
  job: same("careers/:job", "six"),
  contactUs: { en: "contact-us", ar: "اتصل-بنا", layout: "default" },
  event: same("event", "none"),
  invitation: same("invitation", "none"),
  blog: same("blog/:blog", "six"),
  serviceList: same("services/:servicesSlug", "six"),
  serviceDetail: same("services/:servicesSlug/:id", "six"),
  newsletterConfirm: { ...same("newsletter/confirm", "thrid"), listed: false },
  newsletterUnsubscribe: { ...same("newsletter/unsubscribe", "thrid"), listed: false },
  // The comics platform's account pages (CONTRACT.md): per person, never listed or prerendered.
  login: { ...same("login", "thrid"), listed: false },
  signUp: { ...same("sign-up", "thrid"), listed: false },
  forgotPassword: { ...same("forgot-password", "thrid"), listed: false },
  resetCode: { ...same("reset-code", "thrid"), listed: false },
  newPassword: { ...same("new-password", "thrid"), listed: false },
  verifyEmail: { ...same("verify-email", "thrid"), listed: false },
  account: { ...same("account"), listed: false },
  accountSettings: { ...same("account/settings"), listed: false },
  accountHistory: { ...same("account/history"), listed: false },
  accountSaved: { ...same("account/saved"), listed: false },
  accountFollowing: { ...same("account/following"), listed: false },
  accountComments: { ...same("account/comments"), listed: false },
  accountBecomeTranslator: { ...same("account/become-translator"), listed: false },
  askForComic: { ...same("ask-for-comic"), listed: false },
  accountMyWork: { ...same("account/my-work"), listed: false },
  accountTranscripts: { ...same("account/transcripts/:chapter"), listed: false },
  accountTeams: { ...same("account/teams"), listed: false },
  notifications: { ...same("notifications"), listed: false },
  // The comics catalog: drawn from the database on every request, never prerendered.
  comics: { ...same("comics"), listed: false },
  comicsSearch: { ...same("comics/search"), listed: false },
  comic: { ...same("comics/:comic"), listed: false },
  chapter: { ...same("comics/:comic/:n", "five"), listed: false },
  translator: { ...same("translators/:id"), listed: false },
  publisher: { ...same("publishers/:slug"), listed: false },
  translationTeam: { ...same("teams/:slug"), listed: false },
  // A translator's uploads (CONTRACT.md): for translators, never listed.
  uploadComic: { ...same("upload/comic"), listed: false },
  uploadChapter: { ...same("upload/chapter"), listed: false },
  // The reviewing team's console (CONTRACT.md, "Operations"): for reviewers, never listed.
  review: { ...same("review"), listed: false },
  // The admins' people and roles (issue #33): never listed.
  adminPeople: { ...same("admin/people"), listed: false },
  // The company's staff's studio (CONTRACT.md, "Editorial"): for editors and publishers, never
  // listed, cached or prerendered. The media library before the lists, whose `:kind` it would fit.
  studio: { ...same("studio"), listed: false },
  studioMedia: { ...same("studio/media"), listed: false },
  studioList: { ...same("studio/:kind"), listed: false },
  studioItem: { ...same("studio/:kind/:item"), listed: false },
  studioHistory: { ...same("studio/:kind/:item/history/:lang"), listed: false },
} as const satisfies Record<string, SitePage>;

export type PageId = keyof typeof pages;

/** The pages of a table that have a layout. */
export type LaidOutIds<Table> = {
  [Id in keyof Table]: Table[Id] extends { layout: LayoutName } ? Id : never;
}[keyof Table];

/** The pages the table gives a layout: the ones routes can draw. */
export type LaidOutPageId = LaidOutIds<typeof pages>;

/** The layouts the table uses. */
export type UsedLayoutName = (typeof pages)[LaidOutPageId]["layout"];
