import { createIntl, createIntlCache } from "@formatjs/intl";
import type { MessageId, Messages } from "./catalog";
import { intlLocale, type Locale } from "./locales";

const cache = createIntlCache();

/** Formats a message outside React (document titles, server answers), with the same rules. */
export function formatMessage(
  locale: Locale,
  messages: Messages,
  id: MessageId,
  values?: Record<string, string | number>,
): string {
  return createIntl(
    { locale: intlLocale(locale), messages, defaultLocale: "en" },
    cache,
  ).formatMessage({ id }, values);
}
