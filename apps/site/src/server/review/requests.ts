// The console's comic requests: the list (open ones first), and the decision: "mark added" with
// the published comic that answers it (the person is told, with a link) or "decline".
import { choice, required } from "@rawafed/forms/schemas";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import * as z from "zod/mini";
import { uuid } from "../comics/actions/inputs";
import { users } from "../db/accounts";
import { comics } from "../db/comics";
import type { Database } from "../db/index";
import { comicRequests, type RequestState } from "../db/makers";
import { endpoint } from "../http/admission";
import { invalid, ok } from "../http/answers";
import { COMIC_ADDED, mailComicAdded, notify } from "../makers/notices";
import { conflict, DECISION_BYTES, forReviewers, notFound } from "./decide";
import { logDecision } from "./log";
import { PAGE_SIZE } from "./sections";

export interface RequestEntry {
  id: string;
  person: { name: string; email: string } | null;
  comicName: string;
  chapter: string;
  details: string;
  state: RequestState;
  /** The comic that answered it, once added. */
  comic: { slug: string; name: string } | null;
  /** ISO 8601. */
  askedAt: string;
}

/** A published comic a request can be answered with. */
export interface ComicChoice {
  id: string;
  slug: string;
  name: string;
  translatedName: string;
}

/** The longest list of comics the "mark added" select offers. */
const CHOICES_MAX = 1000;

/** One page of requests, open ones first, then the newest; and the comics to answer them with. */
export async function listRequests(
  db: Database,
  page: number,
): Promise<{ items: RequestEntry[]; total: number; comics: ComicChoice[] }> {
  const [rows, [counted], published] = await Promise.all([
    db
      .select({
        id: comicRequests.id,
        name: users.name,
        email: users.email,
        comicName: comicRequests.comicName,
        chapter: comicRequests.chapter,
        details: comicRequests.details,
        state: comicRequests.state,
        slug: comics.slug,
        answeredName: comics.name,
        at: comicRequests.createdAt,
      })
      .from(comicRequests)
      .leftJoin(users, eq(users.id, comicRequests.userId))
      .leftJoin(comics, eq(comics.id, comicRequests.comicId))
      .orderBy(
        desc(sql`${comicRequests.state} = 'open'`),
        desc(comicRequests.createdAt),
        desc(comicRequests.id),
      )
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(comicRequests),
    db
      .select({
        id: comics.id,
        slug: comics.slug,
        name: comics.name,
        translatedName: comics.translatedName,
      })
      .from(comics)
      .where(eq(comics.state, "published"))
      .orderBy(asc(comics.name))
      .limit(CHOICES_MAX),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    person: row.email ? { name: row.name ?? "", email: row.email } : null,
    comicName: row.comicName,
    chapter: row.chapter,
    details: row.details,
    state: row.state,
    comic: row.slug ? { slug: row.slug, name: row.answeredName ?? "" } : null,
    askedAt: row.at.toISOString(),
  }));
  return { items, total: counted?.total ?? 0, comics: published };
}

/** How many requests are open. */
export async function openRequests(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(comicRequests)
    .where(eq(comicRequests.state, "open"));
  return row?.total ?? 0;
}

const decisionInput = z
  .object({
    id: uuid(),
    decision: choice(["markAdded", "decline"] as const, required),
    comicId: z.optional(z.string()),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.decision !== "markAdded") return;
      const parsed = uuid().safeParse(values.comicId ?? "");
      if (!parsed.success) {
        const message = values.comicId ? "validation.fieldInvalid" : "validation.required";
        ctx.addIssue({ code: "custom", message, path: ["comicId"] });
      }
    }),
  );

/** `POST /api/review/requests { id, decision: markAdded | decline, comicId }` */
export const handleRequestDecision = endpoint({
  ...forReviewers,
  body: { accepts: "json", maxBytes: DECISION_BYTES, schema: decisionInput },
  handle: async ({ db, user: reviewer, data, locale, request }) => {
    const added = data.decision === "markAdded";
    let comic: { id: string; slug: string; name: string } | undefined;
    if (added) {
      [comic] = await db
        .select({ id: comics.id, slug: comics.slug, name: comics.name })
        .from(comics)
        .where(and(eq(comics.id, data.comicId ?? ""), eq(comics.state, "published")));
      if (!comic) {
        return invalid(locale, { comicId: "validation.fieldInvalid" });
      }
    }
    const outcome = await db.transaction(async (tx) => {
      const [asked] = await tx
        .update(comicRequests)
        .set({
          state: added ? "added" : "declined",
          comicId: comic?.id ?? null,
          decidedAt: sql`now()`,
        })
        .where(and(eq(comicRequests.id, data.id), eq(comicRequests.state, "open")))
        .returning({ userId: comicRequests.userId });
      if (!asked) return null;
      if (comic && asked.userId) {
        await notify(
          tx,
          asked.userId,
          COMIC_ADDED,
          { slug: comic.slug, name: comic.name },
          comic.id,
        );
      }
      await logDecision(tx, {
        actorId: reviewer.id,
        action: data.decision,
        subjectKind: "comicRequest",
        subjectId: data.id,
        data: comic ? { comic: comic.slug } : {},
      });
      return asked;
    });
    if (!outcome) {
      const [exists] = await db
        .select({ id: comicRequests.id })
        .from(comicRequests)
        .where(eq(comicRequests.id, data.id));
      return exists ? conflict() : notFound();
    }
    if (comic && outcome.userId) await mailComicAdded(db, outcome.userId, comic, request);
    return ok({ id: data.id, decision: data.decision });
  },
});
