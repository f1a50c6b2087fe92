// POST /api/review/submissions/decide: a reviewer approves or rejects (with a reason) an uploaded
// comic or chapter; the uploader gets the outcome by e-mail in their language (SPEC.md section 4).
import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { chapterHref } from "../../compose/comics/links";
import { sendAccountMail } from "../accounts/mails";
import { users } from "../db/accounts";
import { comics } from "../db/comics";
import type { Database } from "../db/index";
import { endpoint } from "../http/admission";
import { formProblem, invalid, ok } from "../http/answers";
import { DECISION_BYTES, forReviewers } from "./decide";
import { SUBMISSION_KINDS } from "./sections";
import { type Decided, decideSubmission, type Refusal } from "./submissions";

/** A reason is a few sentences for the uploader. */
export const REASON_MAX = 1000;

const decisionInput = z.object({
  kind: z.enum(SUBMISSION_KINDS),
  id: z.string().check(z.uuid()),
  decision: z.enum(["approve", "reject"]),
  reason: z.optional(z.string()),
});

const refusals = {
  notFound: [404, "review.submissions.notFound"],
  decided: [409, "review.submissions.decided"],
  comicFirst: [409, "review.submissions.comicFirst"],
  notReady: [409, "review.submissions.notReady"],
} as const satisfies Record<Refusal, readonly [number, string]>;

/** `{ kind, id, decision, reason }`: the reviewing team only; a rejection needs its reason. */
export const handleDecideSubmission = endpoint({
  ...forReviewers,
  body: { accepts: "json", maxBytes: DECISION_BYTES, schema: decisionInput },
  handle: async ({ locale, db, user: reviewer, data, request }) => {
    const { kind, id, decision } = data;
    const reason = data.reason?.trim() ?? "";
    if (decision === "reject" && reason === "") {
      return invalid(locale, { reason: "validation.required" });
    }
    if (reason.length > REASON_MAX) return invalid(locale, { reason: "validation.max" });

    const outcome = await decideSubmission(db, {
      actorId: reviewer.id,
      kind,
      id,
      decision,
      reason: decision === "reject" ? reason : null,
    });
    if ("refused" in outcome) {
      const [status, message] = refusals[outcome.refused];
      return formProblem(status, locale, message);
    }
    await mailUploader(db, outcome, decision, reason, request);
    return ok({ id, kind, state: decision === "approve" ? "published" : "rejected" });
  },
});

/** The uploader's e-mail of the outcome, in the language of their e-mails. */
async function mailUploader(
  db: Database,
  decided: Decided,
  decision: "approve" | "reject",
  reason: string,
  request: Request,
): Promise<void> {
  if (!decided.uploaderId) return;
  const [person] = await db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, decided.uploaderId));
  const [comic] = await db
    .select({ name: comics.name, slug: comics.slug })
    .from(comics)
    .where(eq(comics.id, decided.comicId));
  if (!person || !comic) return;
  void sendAccountMail(person.email, person.locale, request, (t, origin, locale) => {
    const title =
      decided.number === null
        ? comic.name
        : t("mail.submission.chapterTitle", { comic: comic.name, number: decided.number });
    if (decision === "approve") {
      const read =
        decided.number !== null && decided.language
          ? `${origin}${chapterHref(locale, comic.slug, decided.number, decided.language as never)}`
          : undefined;
      return {
        subject: t("mail.submission.published.subject", { title }),
        content: {
          heading: t("mail.submission.published.heading"),
          paragraphs: [
            t("mail.submission.greeting", { name: person.name }),
            decided.kind === "chapter"
              ? t("comics.notice.published")
              : t("mail.submission.comicPublished", { title }),
          ],
          ...(read
            ? {
                action: {
                  label: t("mail.submission.read"),
                  url: read,
                  hint: t("mail.confirm.linkHint"),
                },
              }
            : {}),
        },
      };
    }
    return {
      subject: t("mail.submission.rejected.subject", { title }),
      content: {
        heading: t("mail.submission.rejected.heading"),
        paragraphs: [
          t("mail.submission.greeting", { name: person.name }),
          t("mail.submission.about", { title }),
          t("comics.notice.rejected"),
          t("mail.submission.reason", { reason }),
        ],
      },
    };
  });
}
