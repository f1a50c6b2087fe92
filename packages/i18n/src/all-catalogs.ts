// Both catalogs at once, synchronously: for Storybook and tests, never for the site's pages.
import type { Messages } from "./catalog";
import type { Locale } from "./locales";
import ar from "./messages/ar/index";
import en from "./messages/en/index";

export const catalogs: Record<Locale, Messages> = { en, ar };
