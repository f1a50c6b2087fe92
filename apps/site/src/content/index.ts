import ar from "./ar/index";
import en from "./en/index";
import type { SiteContent } from "./schema";

export * from "./schema";

/** The validated page copy of each locale. */
export const siteContent = { en, ar } as const satisfies Record<"en" | "ar", SiteContent>;

export type ContentLocale = keyof typeof siteContent;

export function getSiteContent(locale: ContentLocale): SiteContent {
  return siteContent[locale];
}
