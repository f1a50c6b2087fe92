// The corporate inbox: contact messages and job applications as the site's forms stored them.
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/index";
import { submissions, uploads } from "../db/schema";
import { isStoreKey } from "../files/keys";
import { getFileStore } from "../files/store";
import { storedFileHeaders } from "../submissions/files";
import { deletionDate, retentionDays } from "../submissions/retentionPeriod";
import { PAGE_SIZE } from "./sections";

export const INBOX_KINDS = { messages: "contact", applications: "jobApplication" } as const;
export type InboxKind = keyof typeof INBOX_KINDS;

export interface InboxEntry {
  id: string;
  /** The form's fields as given (name, email, phone, subject, message, city, company, summary). */
  fields: Record<string, string>;
  /** The language of the page it was sent from. */
  locale: string;
  receivedAt: string;
  /** The CV of an application: its id for the download route and its sanitised name. */
  cv?: { id: string; name: string };
  /** The opening an application names (its slug), `""` for a spontaneous one; messages have none. */
  position?: string;
  /** The day it is deleted (`YYYY-MM-DD`, UTC), or `null` when the staff keep it. */
  deleteOn: string | null;
}

/** The slug of the opening a stored application names (`""` for none). */
export const namedPosition = sql<string>`coalesce(${submissions.payload}->>'position', '')`;

/** Which applications to list: those naming one of an opening's slugs, or those naming none. */
export type PositionFilter = { slugs: string[] } | "spontaneous";

const shown = ["name", "email", "phone", "subject", "city", "company", "summary", "message"];

/** One page of an inbox, newest first, and how many it holds (applications: of a position). */
export async function listInbox(
  db: Database,
  kind: InboxKind,
  page: number,
  position?: PositionFilter,
): Promise<{ items: InboxEntry[]; total: number }> {
  const where = and(eq(submissions.kind, INBOX_KINDS[kind]), positionWhere(kind, position));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: submissions.id,
        payload: submissions.payload,
        locale: submissions.locale,
        at: submissions.createdAt,
        keptAt: submissions.keptAt,
        cvId: uploads.id,
        cvName: uploads.originalName,
      })
      .from(submissions)
      .leftJoin(uploads, and(eq(uploads.submissionId, submissions.id), eq(uploads.field, "cv")))
      .where(where)
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(submissions).where(where),
  ]);
  const days = retentionDays();
  const items = rows.map((row) => {
    const payload = row.payload as Record<string, unknown>;
    const fields = Object.fromEntries(
      shown
        .filter((key) => typeof payload[key] === "string" && payload[key] !== "")
        .map((key) => [key, payload[key] as string]),
    );
    return {
      id: row.id,
      fields,
      locale: row.locale,
      receivedAt: row.at.toISOString(),
      deleteOn: row.keptAt ? null : deletionDate(row.at, days).toISOString().slice(0, 10),
      ...(row.cvId ? { cv: { id: row.cvId, name: row.cvName ?? "" } } : {}),
      ...(kind === "applications"
        ? { position: typeof payload.position === "string" ? payload.position : "" }
        : {}),
    };
  });
  return { items, total: counted?.total ?? 0 };
}

function positionWhere(kind: InboxKind, position?: PositionFilter): SQL | undefined {
  if (kind !== "applications" || !position) return undefined;
  if (position === "spontaneous") return eq(namedPosition, "");
  return position.slugs.length ? inArray(namedPosition, position.slugs) : sql`false`;
}

/** How many entries an inbox holds. */
export async function inboxTotal(db: Database, kind: InboxKind): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(submissions)
    .where(eq(submissions.kind, INBOX_KINDS[kind]));
  return row?.total ?? 0;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A job application's CV as a download (sandboxed, unsniffed), or `null` when there is none. */
export async function cvResponse(db: Database, id: string): Promise<Response | null> {
  if (!uuid.test(id)) return null;
  const [file] = await db
    .select({
      storedName: uploads.storedName,
      originalName: uploads.originalName,
      mime: uploads.mime,
    })
    .from(uploads)
    .innerJoin(submissions, eq(submissions.id, uploads.submissionId))
    .where(
      and(
        eq(uploads.id, id),
        eq(uploads.field, "cv"),
        eq(submissions.kind, INBOX_KINDS.applications),
      ),
    );
  // Stored names are generated (a UUID and an extension): never a path from outside.
  if (!file || !/^[0-9a-f-]+\.[a-z]+$/.test(file.storedName) || !isStoreKey(file.storedName)) {
    return null;
  }
  const bytes = await getFileStore().get(file.storedName);
  if (!bytes) return null;
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: storedFileHeaders({ ...file, size: bytes.byteLength }),
  });
}
