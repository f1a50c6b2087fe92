// The console's HTTP routes: the blog moderation POST (reviewerRequest's checks) and the two
// downloads (a CV, the active subscribers' CSV), each for the reviewing team only.
import * as z from "zod/mini";
import { ok } from "../accounts/requests";
import { getDb } from "../db/index";
import { reviewerOf } from "./access";
import { moderateComment } from "./comments";
import { notFound, reviewerRequest } from "./decide";
import { subscribersCsv } from "./exports";
import { cvResponse } from "./inbox";
import { logDecision } from "./log";

const decision = z.object({
  id: z.string().check(z.uuid()),
  decision: z.enum(["approve", "reject"]),
});

/** `POST /api/review/comments/moderate { id, decision }`: approve or reject a blog comment. */
export async function handleModerate(request: Request): Promise<Response> {
  const asked = await reviewerRequest(request, decision);
  if ("refused" in asked) return asked.refused;
  const { db, reviewer, data } = asked;
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
}

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
