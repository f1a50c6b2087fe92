// The console's HTTP routes: the moderation POST (same origin, session, role, zod) and the two
// downloads (a CV, the active subscribers' CSV), each for the reviewing team only.
import * as z from "zod/mini";
import { admit, answer, ok, readBody, sessionOf, unauthorized } from "../accounts/requests";
import { getDb } from "../db/index";
import { formProblem } from "../submissions/http";
import { reviewerOf } from "./access";
import { moderateComment } from "./comments";
import { subscribersCsv } from "./exports";
import { cvResponse } from "./inbox";
import { logDecision } from "./log";
import { REVIEW_ROLES } from "./sections";

const MODERATIONS_PER_MINUTE = 120;

const decision = z.object({
  id: z.string().check(z.uuid()),
  decision: z.enum(["approve", "reject"]),
});

/** `POST /api/review/comments/moderate { id, decision }`: approve or reject a blog comment. */
export async function handleModerate(request: Request): Promise<Response> {
  // A reviewer goes through a queue quickly: more decisions a minute than an account form takes.
  const admitted = await admit(request, "review", MODERATIONS_PER_MINUTE);
  if ("refused" in admitted) return admitted.refused;
  const { locale } = admitted;
  const session = await sessionOf(request);
  if (!session) return unauthorized();
  if (!(REVIEW_ROLES as readonly unknown[]).includes(session.user.role)) {
    return answer(403, { code: "FORBIDDEN", message: "The reviewing team only." });
  }
  const body = await readBody(request, locale, { maxBytes: 4096, accepts: "json" });
  if ("refused" in body) return body.refused;
  const parsed = decision.safeParse(body.values);
  if (!parsed.success) return formProblem(422, locale, "validation.fieldInvalid");
  const db = await getDb();
  const moderated = await moderateComment(db, parsed.data.id, parsed.data.decision);
  if (!moderated) return answer(404, { code: "NOT_FOUND", message: "No such comment." });
  await logDecision(db, {
    actorId: session.user.id,
    action: parsed.data.decision,
    subjectKind: "blogComment",
    subjectId: moderated.id,
    data: { blog: moderated.blog },
  });
  return ok({ id: moderated.id, blog: moderated.blog, decision: parsed.data.decision });
}

const notFound = () => answer(404, { code: "NOT_FOUND", message: "Not found." });

/** `GET /api/review/cv/{id}`: a job application's CV, as an attachment. */
export async function handleCv(request: Request, id: string): Promise<Response> {
  const reviewer = await reviewerOf(request.headers);
  if (reviewer instanceof Response) return reviewer;
  return (await cvResponse(await getDb(), id)) ?? notFound();
}

/** `GET /api/review/subscribers.csv`: the active subscribers, spreadsheet-safe. */
export async function handleSubscribersCsv(request: Request): Promise<Response> {
  const reviewer = await reviewerOf(request.headers);
  if (reviewer instanceof Response) return reviewer;
  const csv = await subscribersCsv(await getDb(), "active");
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-active-${day}.csv"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
