import { randomUUID } from "node:crypto";
import { newsletterSchema } from "@rawafed/forms/schemas";
import { isLocale, type Locale } from "@rawafed/i18n";
import { pagePath } from "../../site/paths";
import { endpoint } from "../http/admission";
import { answer } from "../http/answers";
import { publicOrigin } from "../http/origin";
import { enqueueMail } from "../mail/index";
import { logFor } from "../observe/log";
import { formEndpoint } from "../submissions/submit";
import { RETURN_FIELD, RETURN_TO_PAGE } from "./constants";
import { confirmationMail } from "./mails";
import {
  normalizeEmail,
  requestSubscription,
  subscriptionByToken,
  unsubscribe,
} from "./subscriptions";
import { isToken } from "./tokens";

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** The unsubscribe page for a token, in `locale` (a malformed token is not carried along). */
const unsubscribePage = (locale: Locale, token: string) =>
  encodeURI(pagePath("newsletterUnsubscribe", locale)) +
  (isToken(token) ? `?token=${encodeURIComponent(token)}` : "");

/**
 * `POST /api/newsletter`: a double opt-in. The address is stored pending and sent a confirmation
 * link (at most one every few minutes per address); it is active only once that link is opened.
 * The answer is the same `201` whatever the address's state, so the form tells nobody whether an
 * address is subscribed.
 */
export const postSubscription = formEndpoint({
  kind: "newsletter",
  schema: newsletterSchema,
  maxBodyBytes: 8 * 1024,
  store: async (db, data, locale, request) => {
    const language: Locale = isLocale(locale) ? locale : "en";
    const pending = await requestSubscription(db, normalizeEmail(data.email), language);
    if (pending) {
      try {
        // The mail's links are on the site's public origin, never on the one a Host header names.
        // Stored before the answer: the confirmation goes out even if the server stops now.
        await enqueueMail(await confirmationMail(pending, publicOrigin(request)));
      } catch (error) {
        logFor("newsletter").error({ err: error }, "could not write the confirmation mail");
      }
    }
    return randomUUID();
  },
});

/**
 * The unsubscribe address is a mail client's (RFC 8058: its one-click POST comes from anywhere,
 * without a page's Origin) as much as the page's: the token alone says whose subscription it is,
 * so another site's post can do nothing a link could not. Its limit bounds guessing tokens.
 */
const unsubscribeRules = {
  crossSite: { waived: "the token alone authorizes; mail clients post from anywhere" },
  rate: { key: "newsletter-unsubscribe", max: 60 },
  who: "anyone",
} as const;

/**
 * `GET /api/newsletter/unsubscribe?token=`: the `List-Unsubscribe` address opened in a browser.
 * A GET never unsubscribes (RFC 8058): it leads to the page with the button, in the subscriber's
 * language.
 */
export const showUnsubscribe = endpoint({
  ...unsubscribeRules,
  body: "none",
  handle: async ({ request, locale, db }) => {
    const token = tokenOf(request);
    const found = isToken(token) ? await subscriptionByToken(db, token) : null;
    return seeOther(unsubscribePage(found?.locale ?? locale, token));
  },
});

/**
 * `POST /api/newsletter/unsubscribe?token=`: unsubscribes. The one-click POST of a mail client
 * (body `List-Unsubscribe=One-Click`, RFC 8058) gets `200 {ok: true}` (`404 {ok: false}` for an
 * unknown token); the unsubscribe page's form (which works without script) is sent back to the
 * page, which then shows the result in the subscriber's language.
 */
export const postUnsubscribe = endpoint({
  ...unsubscribeRules,
  // The posted fields, if any: a small body, anything unreadable counts as none.
  body: { accepts: "form", maxBytes: 4 * 1024, optional: true },
  handle: async ({ request, locale, db, body }) => {
    const token = tokenOf(request);
    const done = isToken(token) ? await unsubscribe(db, token) : null;
    if (body.values[RETURN_FIELD] === RETURN_TO_PAGE) {
      return seeOther(unsubscribePage(done?.locale ?? locale, token));
    }
    return answer(done ? 200 : 404, { ok: done !== null });
  },
});
