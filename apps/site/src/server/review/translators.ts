// The console's translator applications: the list (waiting ones first) and the decision. Approving
// makes the person a translator with a professional profile in the languages they gave; rejecting
// needs a reason, which they are told. Either is logged, notified and mailed.
import { choice, max, required, text } from "@rawafed/forms/schemas";
import { and, count, desc, eq, sql } from "drizzle-orm";
import * as z from "zod/mini";
import { uuid } from "../comics/actions/inputs";
import { tellMember } from "../comics/actions/teams";
import { users } from "../db/accounts";
import { teamMembers, translatorProfiles } from "../db/comics";
import type { Database, Transaction } from "../db/index";
import { type ApplicationState, translatorApplications } from "../db/makers";
import { endpoint } from "../http/admission";
import { ok } from "../http/answers";
import { TEAM_MEMBER_ADDED, TEAM_MEMBER_JOINED } from "../makers/kinds";
import {
  mailTranslatorApproved,
  mailTranslatorRejected,
  notify,
  TRANSLATOR_APPROVED,
  TRANSLATOR_REJECTED,
} from "../makers/notices";
import { conflict, DECISION_BYTES, forReviewers, notFound } from "./decide";
import { logDecision } from "./log";
import { PAGE_SIZE } from "./sections";

/** A reason the applicant reads: a few sentences. */
export const REASON_MAX = 1000;

export interface ApplicationEntry {
  id: string;
  person: { name: string; email: string } | null;
  languages: string[];
  message: string;
  state: ApplicationState;
  reason: string | null;
  /** ISO 8601. */
  receivedAt: string;
}

/** One page of applications: the waiting ones first, then the newest. */
export async function listApplications(
  db: Database,
  page: number,
): Promise<{ items: ApplicationEntry[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: translatorApplications.id,
        name: users.name,
        email: users.email,
        languages: translatorApplications.languages,
        message: translatorApplications.message,
        state: translatorApplications.state,
        reason: translatorApplications.reason,
        at: translatorApplications.createdAt,
      })
      .from(translatorApplications)
      .leftJoin(users, eq(users.id, translatorApplications.userId))
      .orderBy(
        desc(sql`${translatorApplications.state} = 'received'`),
        desc(translatorApplications.createdAt),
        desc(translatorApplications.id),
      )
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(translatorApplications),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    person: row.email ? { name: row.name ?? "", email: row.email } : null,
    languages: row.languages,
    message: row.message,
    state: row.state,
    reason: row.reason,
    receivedAt: row.at.toISOString(),
  }));
  return { items, total: counted?.total ?? 0 };
}

/** How many applications wait for a decision. */
export async function waitingApplications(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(translatorApplications)
    .where(eq(translatorApplications.state, "received"));
  return row?.total ?? 0;
}

const decisionInput = z
  .object({
    id: uuid(),
    decision: choice(["approve", "reject"] as const, required),
    reason: z.optional(text(max(REASON_MAX))),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.decision === "reject" && !values.reason) {
        ctx.addIssue({ code: "custom", message: "validation.required", path: ["reason"] });
      }
    }),
  );

/** `POST /api/review/translators { id, decision: approve | reject, reason }` */
export const handleTranslatorDecision = endpoint({
  ...forReviewers,
  body: { accepts: "json", maxBytes: DECISION_BYTES, schema: decisionInput },
  handle: async ({ db, user: reviewer, data, request }) => {
    const approve = data.decision === "approve";
    const reason = approve ? null : (data.reason ?? "");
    const outcome = await db.transaction(async (tx) => {
      // Only a waiting application is decided: a second reviewer's click finds it decided.
      const [application] = await tx
        .update(translatorApplications)
        .set({ state: approve ? "approved" : "rejected", reason, decidedAt: sql`now()` })
        .where(
          and(eq(translatorApplications.id, data.id), eq(translatorApplications.state, "received")),
        )
        .returning({
          userId: translatorApplications.userId,
          languages: translatorApplications.languages,
          teamId: translatorApplications.teamId,
        });
      if (!application) return null;
      const { userId, languages, teamId } = application;
      if (approve) {
        // A reader becomes a translator; a reviewer or admin who applied keeps their role. The role
        // is read from the users row on every request (no cached session), so it applies at once.
        await tx
          .update(users)
          .set({ role: "translator" })
          .where(and(eq(users.id, userId), eq(users.role, "reader")));
        await tx
          .insert(translatorProfiles)
          .values({ userId, level: "professional", languages })
          .onConflictDoUpdate({
            target: translatorProfiles.userId,
            set: { level: "professional", languages },
          });
        await notify(tx, userId, TRANSLATOR_APPROVED, {});
        if (teamId) await joinTeam(tx, teamId, userId);
      } else {
        await notify(tx, userId, TRANSLATOR_REJECTED, { reason: reason ?? "" });
      }
      await logDecision(tx, {
        actorId: reviewer.id,
        action: data.decision,
        subjectKind: "translatorApplication",
        subjectId: data.id,
        reason,
        data: { languages: languages.join(",") },
      });
      return { userId };
    });
    if (!outcome) {
      const [exists] = await db
        .select({ id: translatorApplications.id })
        .from(translatorApplications)
        .where(eq(translatorApplications.id, data.id));
      return exists ? conflict() : notFound();
    }
    if (approve) await mailTranslatorApproved(db, outcome.userId, request);
    else await mailTranslatorRejected(db, outcome.userId, reason ?? "", request);
    return ok({ id: data.id, decision: data.decision });
  },
});

/** An approved applicant joins the team they asked for; its leaders are told. */
async function joinTeam(tx: Transaction, teamId: string, userId: string): Promise<void> {
  const [joined] = await tx
    .insert(teamMembers)
    .values({ teamId, userId, role: "member" })
    .onConflictDoNothing()
    .returning({ userId: teamMembers.userId });
  if (!joined) return;
  const [person] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const leaders = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, "leader")));
  await tellMember(tx, userId, teamId, TEAM_MEMBER_ADDED);
  for (const leader of leaders) {
    await tellMember(tx, leader.userId, teamId, TEAM_MEMBER_JOINED, { name: person?.name ?? "" });
  }
}
