import { randomUUID } from "node:crypto";
import { newsletterSchema } from "@rawafed/forms/schemas";
import { isLocale, type Locale } from "@rawafed/i18n";
import { pagePath } from "../../site/paths";
import { getDb } from "../db/index";
import { publicOrigin } from "../http/origin";
import { enqueueMail } from "../mail/index";
import { limitBody } from "../submissions/guards";
import { requestLocale } from "../submissions/http";
import { handleSubmission } from "../submissions/submit";
import { RETURN_FIELD, RETURN_TO_PAGE } from "./constants";
import { confirmationMail } from "./mails";
import {
  normalizeEmail,
  requestSubscription,
  subscriptionByToken,
  unsubscribe,
} from "./subscriptions";
import { isToken } from "./tokens";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });

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
export function postSubscription(request: Request): Promise<Response> {
  // The mail's links are on the site's public origin, never on the one a Host header names.
  const origin = publicOrigin(request);
  return handleSubmission(request, {
    kind: "newsletter",
    schema: newsletterSchema,
    maxBodyBytes: 8 * 1024,
    store: async (db, data, locale) => {
      const language: Locale = isLocale(locale) ? locale : "en";
      const pending = await requestSubscription(db, normalizeEmail(data.email), language);
      if (pending) {
        try {
          // Stored before the answer: the confirmation goes out even if the server stops now.
          await enqueueMail(await confirmationMail(pending, origin));
        } catch (error) {
          console.error("newsletter: could not write the confirmation mail", error);
        }
      }
      return randomUUID();
    },
  });
}

/**
 * `GET /api/newsletter/unsubscribe?token=`: the `List-Unsubscribe` address opened in a browser.
 * A GET never unsubscribes (RFC 8058): it leads to the page with the button, in the subscriber's
 * language.
 */
export async function showUnsubscribe(request: Request): Promise<Response> {
  const token = tokenOf(request);
  const found = isToken(token) ? await subscriptionByToken(await getDb(), token) : null;
  return seeOther(unsubscribePage(found?.locale ?? requestLocale(request), token));
}

/** The posted form fields, if any (a small body; anything unreadable counts as none). */
async function readFields(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(type)) {
    return new URLSearchParams();
  }
  try {
    const form = await limitBody(request, 4 * 1024).formData();
    const fields = new URLSearchParams();
    for (const [name, value] of form.entries()) {
      if (typeof value === "string") fields.append(name, value);
    }
    return fields;
  } catch {
    return new URLSearchParams();
  }
}

/**
 * `POST /api/newsletter/unsubscribe?token=`: unsubscribes. The one-click POST of a mail client
 * (body `List-Unsubscribe=One-Click`, RFC 8058) gets `200 {ok: true}` (`404 {ok: false}` for an
 * unknown token); the unsubscribe page's form (which works without script) is sent back to the
 * page, which then shows the result in the subscriber's language.
 */
export async function postUnsubscribe(request: Request): Promise<Response> {
  const token = tokenOf(request);
  const fields = await readFields(request);
  const done = isToken(token) ? await unsubscribe(await getDb(), token) : null;
  if (fields.get(RETURN_FIELD) === RETURN_TO_PAGE) {
    return seeOther(unsubscribePage(done?.locale ?? requestLocale(request), token));
  }
  return json(done ? 200 : 404, { ok: done !== null });
}
