// The console's HTTP routes: the blog moderation POST, keeping an inbox entry past the retention
// period, and the two downloads (a CV, the active subscribers' CSV), each for the reviewing team
// only (`forReviewers`).
import * as z from "zod/mini";
import { endpoint } from "../http/admission";
import { ok } from "../http/answers";
import { keepSubmission } from "../submissions/retention";
import { moderateComment } from "./comments";
import { DECISION_BYTES, forReviewers, notFound } from "./decide";
import { subscribersCsv } from "./exports";
import { cvResponse } from "./inbox";
import { logDecision } from "./log";

const decision = z.object({
  id: z.string().check(z.uuid()),
  decision: z.enum(["approve", "reject"]),
});

/** `POST /api/review/comments/moderate { id, decision }`: approve or reject a blog comment. */
export const handleModerate = endpoint({
  ...forReviewers,
  body: { accepts: "json", maxBytes: DECISION_BYTES, schema: decision },
  handle: async ({ db, user: reviewer, data }) => {
    const moderated = await moderateComment(db, data.id, data.decision);
    if (!moderated) return notFound();
    await logDecision(db, {
      actorId: reviewer.id,
      action: data.decision,
      subjectKind: "blogComment",
      subjectId: moderated.id,
      data: { blog: moderated.blog },
    });
    return ok({ id: moderated.id, blog: moderated.blog, decision: data.decision });
  },
});

const keeping = z.object({ id: z.string().check(z.uuid()), keep: z.boolean() });

/**
 * `POST /api/review/inbox/keep { id, keep }`: a contact message or job application kept past the
 * retention period (or let go again), in the audit log.
 */
export const handleKeep = endpoint({
  ...forReviewers,
  body: { accepts: "json", maxBytes: DECISION_BYTES, schema: keeping },
  handle: async ({ db, user: reviewer, data }) => {
    const kept = await db.transaction(async (tx) => {
      const changed = await keepSubmission(tx, data.id, data.keep);
      if (changed) {
        await logDecision(tx, {
          actorId: reviewer.id,
          action: data.keep ? "keep" : "release",
          subjectKind: "inboxEntry",
          subjectId: data.id,
        });
      }
      return changed;
    });
    return kept ? ok({ id: data.id, keep: data.keep }) : notFound();
  },
});

const CV_PREFIX = "/api/review/cv/";

/**
 * `GET /api/review/cv/{id}`: a job application's CV, as an attachment. The raw path's id, never a
 * decoded one: an id has no character that needs encoding, so an encoded one is not found.
 */
export const handleCv = endpoint({
  ...forReviewers,
  body: "none",
  handle: async ({ request, db }) => {
    const id = new URL(request.url).pathname.slice(CV_PREFIX.length);
    return (await cvResponse(db, id)) ?? notFound();
  },
});

/** `GET /api/review/subscribers.csv`: the active subscribers, spreadsheet-safe. */
export const handleSubscribersCsv = endpoint({
  ...forReviewers,
  body: "none",
  handle: async ({ db }) => {
    const csv = await subscribersCsv(db, "active");
    const day = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="subscribers-active-${day}.csv"`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      },
    });
  },
});
