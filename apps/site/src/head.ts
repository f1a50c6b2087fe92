import { formatMessage, type Locale, type MessageId, type Messages } from "@rawafed/i18n";

interface MatchLike {
  routeId: string;
  loaderData?: unknown;
}

/** The `<head>` of a page: its title in the page's language, from the catalog. */
export function pageHead(matches: readonly MatchLike[], locale: Locale, titleId: MessageId) {
  const localeMatch = matches.find((match) => match.routeId === "/$locale");
  const messages = (localeMatch?.loaderData as { messages?: Messages } | undefined)?.messages;
  if (!messages) return {};
  const brand = formatMessage(locale, messages, "brand.name");
  return { meta: [{ title: `${formatMessage(locale, messages, titleId)} | ${brand}` }] };
}
