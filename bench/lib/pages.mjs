// The pages the bench visits, with their canonical paths (a non-canonical one answers 301, and
// the redirect would be measured instead of the page).

/** A blog article: the page is server-rendered per request from its slug. */
export const BLOG_SLUG = "choosing-the-right-racking-system";

/** @typedef {{ id: string, locale: "en" | "ar", path: string }} Page */

/** The contact page's Arabic slug is an Arabic word (packages/i18n/src/pages.ts). */
const slugs = {
  home: { en: "", ar: "" },
  "about-us": { en: "about-us", ar: "about-us" },
  "contact-us": { en: "contact-us", ar: "اتصل-بنا" },
  careers: { en: "careers", ar: "careers" },
  "finical-statements": { en: "finical-statements", ar: "finical-statements" },
  "rawafed-park": { en: "rawafed-park", ar: "rawafed-park" },
  blog: { en: `blog/${BLOG_SLUG}`, ar: `blog/${BLOG_SLUG}` },
};

/** The path of a page as sent on the wire (percent-encoded). */
const pathOf = (id, locale) =>
  encodeURI(`/${locale}${slugs[id][locale] ? `/${slugs[id][locale]}` : ""}`);

/** @type {Page[]} */
export const pages = Object.keys(slugs).flatMap((id) =>
  /** @type {const} */ (["en", "ar"]).map((locale) => ({ id, locale, path: pathOf(id, locale) })),
);

/** @param {string} id @param {"en" | "ar"} locale */
export const page = (id, locale) =>
  /** @type {Page} */ (pages.find((p) => p.id === id && p.locale === locale));

/** A short label for tables: `contact-us ar`. */
export const label = (p) => `${p.id} ${p.locale}`;
