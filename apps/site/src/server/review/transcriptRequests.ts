// POST /api/review/submissions/transcripts: a reviewer asks a chapter's translator for its pages'
// transcripts (#35). The translator is told in the site and by e-mail, with a link to the chapter's
// transcripts; the request is kept on the chapter (the console shows when) and in the audit log.
import { and, count, eq, sql } from "drizzle-orm";
import * as z from "zod/mini";
import { pagePath } from "../../site/paths";
import { sendAccountMail } from "../accounts/mails";
import { users } from "../db/accounts";
import { chapters, comics, notifications, pageTranscripts } from "../db/comics";
import type { Database } from "../db/index";
import { endpoint } from "../http/admission";
import { formProblem, ok } from "../http/answers";
import { TRANSCRIPTS_REQUESTED } from "../makers/kinds";
import { DECISION_BYTES, forReviewers } from "./decide";
import { logDecision } from "./log";

const askInput = z.object({ id: z.string().check(z.uuid()) });

/** `{ id }` of a chapter: its translator is asked for the transcripts its pages still lack. */
export const handleAskTranscripts = endpoint({
  ...forReviewers,
  body: { accepts: "json", maxBytes: DECISION_BYTES, schema: askInput },
  handle: async ({ locale, db, user: reviewer, data, request }) => {
    const asked = await db.transaction(async (tx) => {
      const [chapter] = await tx
        .select({
          comicId: chapters.comicId,
          number: chapters.number,
          translatorId: chapters.translatorId,
          pageCount: chapters.pageCount,
          pipeline: chapters.pipeline,
        })
        .from(chapters)
        .where(eq(chapters.id, data.id))
        .for("update");
      if (!chapter) return "notFound" as const;
      if (!chapter.translatorId) return "noTranslator" as const;
      const [given] = await tx
        .select({ pages: count() })
        .from(pageTranscripts)
        .where(
          and(
            eq(pageTranscripts.chapterId, data.id),
            sql`${pageTranscripts.page} <= ${chapter.pageCount}`,
          ),
        );
      if (chapter.pipeline === "ready" && (given?.pages ?? 0) >= chapter.pageCount) {
        return "transcribed" as const;
      }
      const [row] = await tx
        .update(chapters)
        .set({ transcriptsRequestedAt: sql`now()` })
        .where(eq(chapters.id, data.id))
        .returning({ at: chapters.transcriptsRequestedAt });
      await tx.insert(notifications).values({
        userId: chapter.translatorId,
        kind: TRANSCRIPTS_REQUESTED,
        comicId: chapter.comicId,
        chapterId: data.id,
        data: { number: chapter.number },
      });
      await logDecision(tx, {
        actorId: reviewer.id,
        action: "askTranscripts",
        subjectKind: "chapter",
        subjectId: data.id,
      });
      return { ...chapter, translatorId: chapter.translatorId, at: row?.at ?? new Date() };
    });
    if (asked === "notFound") return formProblem(404, locale, "review.submissions.notFound");
    if (asked === "noTranslator") {
      return formProblem(409, locale, "review.submissions.noTranslator");
    }
    if (asked === "transcribed") {
      return formProblem(409, locale, "review.submissions.allTranscribed");
    }
    await mailTranslator(db, asked.translatorId, asked.comicId, data.id, asked.number, request);
    return ok({ id: data.id, requestedAt: asked.at.toISOString() });
  },
});

/** The translator's e-mail, in the language of their e-mails, linking to the chapter's transcripts. */
async function mailTranslator(
  db: Database,
  translatorId: string,
  comicId: string,
  chapterId: string,
  number: number,
  request: Request,
): Promise<void> {
  const [[person], [comic]] = await Promise.all([
    db
      .select({ email: users.email, name: users.name, locale: users.locale })
      .from(users)
      .where(eq(users.id, translatorId)),
    db.select({ name: comics.name }).from(comics).where(eq(comics.id, comicId)),
  ]);
  if (!person || !comic) return;
  void sendAccountMail(person.email, person.locale, request, (t, origin, locale) => {
    const title = t("mail.submission.chapterTitle", { comic: comic.name, number });
    const url = `${origin}${pagePath("accountTranscripts", locale, { chapter: chapterId })}`;
    return {
      subject: t("mail.transcripts.subject", { title }),
      content: {
        heading: t("mail.transcripts.heading"),
        paragraphs: [
          t("mail.submission.greeting", { name: person.name }),
          t("mail.transcripts.intro", { title }),
          t("mail.transcripts.why"),
        ],
        action: { label: t("mail.transcripts.action"), url, hint: t("mail.confirm.linkHint") },
      },
      logged: { link: url },
    };
  });
}
