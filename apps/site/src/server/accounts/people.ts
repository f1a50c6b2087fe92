// People and their roles, sessions and second factors, as the admins see and change them (the
// console's people section, `/{l}/admin/people`). Every change is in the audit log; a reset
// second factor is mailed to its owner. An admin changes nobody's role or factor of their own
// here (the operator's tool is for that), so no admin locks themselves out.
import { and, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { passkeys, sessions, twoFactors, users } from "../db/accounts";
import type { Database } from "../db/index";
import { likeLiteral } from "../db/like";
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
  /** The latest of them (up to `SESSIONS_SHOWN`): where, from which address, since when. */
  signedIn: { device: string | null; address: string | null; since: string }[];
  factors: { app: boolean; passkeys: number };
}

/** People on one page of the section. */
export const PEOPLE_PAGE_SIZE = 20;
/** Sessions listed for each person (the count says how many there are). */
export const SESSIONS_SHOWN = 5;

const BROWSERS: [string, RegExp][] = [
  ["Edge", /Edg\//],
  ["Opera", /OPR\//],
  ["Samsung Internet", /SamsungBrowser\//],
  ["Chrome", /(?:Chrome|CriOS)\//],
  ["Firefox", /(?:Firefox|FxiOS)\//],
  ["Safari", /Safari\//],
];
const SYSTEMS: [string, RegExp][] = [
  ["Android", /Android/],
  ["iOS", /iPhone|iPad|iPod/],
  ["Windows", /Windows/],
  ["macOS", /Mac OS X|Macintosh/],
  ["Linux", /Linux/],
];
const first = (list: [string, RegExp][], text: string) =>
  list.find(([, pattern]) => pattern.test(text))?.[0];

/** A browser and system named from a user agent (`Firefox · Android`), or null. */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const named = [first(BROWSERS, userAgent), first(SYSTEMS, userAgent)].filter(Boolean);
  return named.length > 0 ? named.join(" · ") : null;
}

/** One page of people whose name or address holds `query` (everyone without one), newest first. */
export async function findPeople(
  db: Database,
  query: string,
  page: number,
): Promise<{ items: PersonEntry[]; total: number }> {
  const pattern = `%${likeLiteral(query.trim())}%`;
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
  const ids = rows.map((row) => row.id);
  const open =
    ids.length === 0
      ? []
      : await db
          .select({
            userId: sessions.userId,
            userAgent: sessions.userAgent,
            address: sessions.ipAddress,
            since: sessions.createdAt,
          })
          .from(sessions)
          .where(and(inArray(sessions.userId, ids), sql`${sessions.expiresAt} > now()`))
          .orderBy(desc(sessions.createdAt));
  const signedIn = (id: string) =>
    open
      .filter((session) => session.userId === id)
      .slice(0, SESSIONS_SHOWN)
      .map((session) => ({
        device: deviceName(session.userAgent),
        address: session.address || null,
        since: session.since.toISOString(),
      }));
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: isRole(row.role) ? row.role : "reader",
      joined: row.joined.toISOString(),
      sessions: Number(row.sessions ?? 0),
      signedIn: signedIn(row.id),
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
