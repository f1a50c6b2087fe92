// People and their roles, sessions and second factors, as the admins see and change them (the
// console's people section, `/{l}/admin/people`). Every change is in the audit log; a reset
// second factor is mailed to its owner. An admin changes nobody's role or factor of their own
// here (the operator's tool is for that), so no admin locks themselves out.
import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { passkeys, sessions, twoFactors, users } from "../db/accounts";
import type { Database } from "../db/index";
import { logDecision } from "../review/log";
import { sendSecurityNotice } from "./mails";
import { isRole, type Role } from "./roles";

export interface PersonEntry {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** ISO 8601. */
  joined: string;
  /** Signed-in browsers. */
  sessions: number;
  factors: { app: boolean; passkeys: number };
}

/** People on one page of the section. */
export const PEOPLE_PAGE_SIZE = 20;

/** `%`, `_` and `\` as themselves in a LIKE pattern. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of people whose name or address holds `query` (everyone without one), newest first. */
export async function findPeople(
  db: Database,
  query: string,
  page: number,
): Promise<{ items: PersonEntry[]; total: number }> {
  const pattern = `%${likeText(query.trim())}%`;
  const where = query.trim()
    ? or(ilike(users.email, pattern), ilike(users.name, pattern))
    : undefined;
  const sessionCount = db
    .select({ userId: sessions.userId, n: count().as("sessions_n") })
    .from(sessions)
    .where(sql`${sessions.expiresAt} > now()`)
    .groupBy(sessions.userId)
    .as("session_count");
  const passkeyCount = db
    .select({ userId: passkeys.userId, n: count().as("passkeys_n") })
    .from(passkeys)
    .groupBy(passkeys.userId)
    .as("passkey_count");
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        joined: users.createdAt,
        app: users.twoFactorEnabled,
        sessions: sessionCount.n,
        passkeys: passkeyCount.n,
      })
      .from(users)
      .leftJoin(sessionCount, eq(sessionCount.userId, users.id))
      .leftJoin(passkeyCount, eq(passkeyCount.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(PEOPLE_PAGE_SIZE)
      .offset((page - 1) * PEOPLE_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: isRole(row.role) ? row.role : "reader",
      joined: row.joined.toISOString(),
      sessions: Number(row.sessions ?? 0),
      factors: { app: row.app, passkeys: Number(row.passkeys ?? 0) },
    })),
    total: counted?.total ?? 0,
  };
}

export type PeopleRefusal = "self" | "notFound";

/** The person of `id`, for a change by `actorId` (never themselves). */
async function target(
  db: Database,
  actorId: string,
  id: string,
): Promise<{ id: string; email: string; locale: string; role: string } | PeopleRefusal> {
  if (id === actorId) return "self";
  const [person] = await db
    .select({ id: users.id, email: users.email, locale: users.locale, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return person ?? "notFound";
}

/** Gives `id` the role `role` (one role each: granting one revokes the one they had). */
export async function setRole(
  db: Database,
  actorId: string,
  id: string,
  role: Role,
): Promise<PeopleRefusal | { from: string; to: Role }> {
  const person = await target(db, actorId, id);
  if (typeof person === "string") return person;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role }).where(eq(users.id, id));
    await logDecision(tx, {
      actorId,
      action: "setRole",
      subjectKind: "person",
      subjectId: id,
      data: { from: person.role, to: role },
    });
  });
  return { from: person.role, to: role };
}

/** Ends every session of `id`: they log in again everywhere. */
export async function endSessions(
  db: Database,
  actorId: string,
  id: string,
): Promise<PeopleRefusal | { ended: number }> {
  const person = await target(db, actorId, id);
  if (typeof person === "string") return person;
  const ended = await db.transaction(async (tx) => {
    const gone = await tx
      .delete(sessions)
      .where(eq(sessions.userId, id))
      .returning({ id: sessions.id });
    await logDecision(tx, {
      actorId,
      action: "endSessions",
      subjectKind: "person",
      subjectId: id,
      data: { sessions: gone.length },
    });
    return gone.length;
  });
  return { ended };
}

/**
 * Takes away `id`'s second factors (their app, its backup codes, their passkeys) and ends their
 * sessions: they log in with their password and set one up again (the staff must). Mailed to them.
 */
export async function resetSecondFactor(
  db: Database,
  actorId: string,
  id: string,
  request: Request,
): Promise<PeopleRefusal | { done: true }> {
  const person = await target(db, actorId, id);
  if (typeof person === "string") return person;
  await db.transaction(async (tx) => {
    const apps = await tx.delete(twoFactors).where(eq(twoFactors.userId, id)).returning();
    const keys = await tx.delete(passkeys).where(eq(passkeys.userId, id)).returning();
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await logDecision(tx, {
      actorId,
      action: "resetSecondFactor",
      subjectKind: "person",
      subjectId: id,
      data: { app: apps.length > 0, passkeys: keys.length },
    });
  });
  sendSecurityNotice("secondFactorReset", person, request);
  return { done: true };
}
