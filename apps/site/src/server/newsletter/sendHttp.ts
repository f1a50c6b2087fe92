// `POST /api/studio/newsletter/send`: a publisher sends a published news version to the confirmed
// subscribers of its language, once. Through the one admission, publishers and admins only.
import * as z from "zod/mini";
import { PUBLISH_ROLES } from "../accounts/roles";
import { endpoint } from "../http/admission";
import { answer, formProblem } from "../http/answers";
import { publicOrigin } from "../http/origin";
import { sendSummary, startSend } from "./send";
import { queueSend } from "./sendJobs";

const sendInput = z.object({
  versionId: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, "validation.fieldInvalid")),
});

const refusals = {
  alreadySent: "validation.newsletterAlreadySent",
  notPublished: "validation.newsletterNotPublished",
  noSubscribers: "validation.newsletterNoSubscribers",
} as const;

/**
 * Stores the send and asks for its job, then answers 202 with its counts (every recipient is
 * still queued then). A version not published, or not news, is refused (409), as are a second send
 * of a version and a send to a language without a confirmed subscriber, each in the person's
 * language.
 */
export const handleNewsletterSend = endpoint({
  rate: { key: "studio", max: 240, per: "person" },
  who: PUBLISH_ROLES,
  forbidden: "Publishers only: ask a publisher to send it.",
  body: { accepts: "json", maxBytes: 4 * 1024, schema: sendInput },
  handle: async ({ db, locale, user, data, request }) => {
    const started = await startSend(db, {
      versionId: data.versionId,
      // The mails' links are on the site's public origin, never on one a Host header names.
      origin: publicOrigin(request),
      actorId: user.id,
    });
    if ("refused" in started) {
      if (started.refused === "notFound")
        return formProblem(404, locale, "validation.fieldInvalid");
      return formProblem(409, locale, refusals[started.refused]);
    }
    await queueSend(started.sendId);
    return answer(202, {
      ok: true,
      sendId: started.sendId,
      ...(await sendSummary(db, data.versionId)),
    });
  },
});
