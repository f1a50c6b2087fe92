import type { Locale } from "@rawafed/i18n";
import { pagePath } from "../../site/paths";

/** The addresses a subscriber's mails carry, absolute on the site's public origin. */
export function newsletterLinks(origin: string, locale: Locale, unsubscribeToken: string) {
  const unsubscribe = encodeURIComponent(unsubscribeToken);
  return {
    /** The page with one button, in the subscriber's language (the link in the mail's text). */
    unsubscribePage: new URL(
      `${pagePath("newsletterUnsubscribe", locale)}?token=${unsubscribe}`,
      origin,
    ).href,
    /** The one-click address of `List-Unsubscribe` (RFC 8058): POST unsubscribes, GET shows the page. */
    unsubscribeApi: new URL(`/api/newsletter/unsubscribe?token=${unsubscribe}`, origin).href,
  };
}

export const confirmLink = (origin: string, locale: Locale, confirmToken: string) =>
  new URL(
    `${pagePath("newsletterConfirm", locale)}?token=${encodeURIComponent(confirmToken)}`,
    origin,
  ).href;
