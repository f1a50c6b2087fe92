// "Download my data" (Saudi PDPL; GDPR-style access): a zip of everything the site holds about a
// person, as JSON, with their files (their photo, what they uploaded, the CVs they sent). Made by
// a job off the request's path, written to the file store as a stream (client-zip: a zip from an
// async iterable, pulled as the store writes, so a translator's 100 MB PDFs never sit in memory),
// mailed as ready, downloaded by them alone, removed after EXPORT_DAYS.
import { makeZip } from "client-zip";
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { JobWithMetadata, PgBoss } from "pg-boss";
import { pagePath } from "../../site/paths";
import { appPasswords, dataExports, passkeys, sessions, users } from "../db/accounts";
import {
  chapterReports,
  chapters,
  comicComments,
  comicRatings,
  comics,
  follows,
  notifications,
  readingHistory,
  saves,
  translatorProfiles,
  translatorRatings,
} from "../db/comics";
import type { Database } from "../db/index";
import { getDb } from "../db/index";
import { comicRequests, translatorApplications } from "../db/makers";
import { submissions, subscribers, uploads } from "../db/schema";
import { checkStoreKey, isStoreKey } from "../files/keys";
import { getFileStore } from "../files/store";
import { getBoss } from "../jobs/index";
import { logFor } from "../observe/log";
import { sendAccountMail } from "./mails";

/** How long a made export can be downloaded. */
export const EXPORT_DAYS = 7;
const DAY_MS = 24 * 3_600_000;
const EXPORT_QUEUE = "data-export";

/** The rows about `user`, table by table, as the zip's JSON files hold them. */
async function rowsOf(db: Database, user: { id: string; email: string }) {
  const id = user.id;
  const byEmail = sql`lower(${submissions.payload}->>'email') = ${user.email}`;
  const [account] = await db
    .select({
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      gender: users.gender,
      birthDate: users.birthDate,
      nationality: users.nationality,
      mailLanguage: users.locale,
      authenticatorApp: users.twoFactorEnabled,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  const sent = await db
    .select({
      id: submissions.id,
      kind: submissions.kind,
      language: submissions.locale,
      fields: submissions.payload,
      createdAt: submissions.createdAt,
    })
    .from(submissions)
    .where(byEmail);
  return {
    account: {
      ...account,
      passkeys: await db
        .select({ name: passkeys.name, createdAt: passkeys.createdAt })
        .from(passkeys)
        .where(eq(passkeys.userId, id)),
      // The reading apps they let in (their app passwords by name); never a key, only a hash
      // of which is kept.
      readingApps: await db
        .select({
          name: appPasswords.name,
          start: appPasswords.start,
          createdAt: appPasswords.createdAt,
          lastUsed: appPasswords.lastRequest,
        })
        .from(appPasswords)
        .where(eq(appPasswords.referenceId, id)),
      // Where they are signed in; never the sessions' tokens.
      sessions: await db
        .select({
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, id)),
    },
    "reading-history": await db.select().from(readingHistory).where(eq(readingHistory.userId, id)),
    saves: await db.select().from(saves).where(eq(saves.userId, id)),
    follows: await db.select().from(follows).where(eq(follows.userId, id)),
    ratings: {
      comics: await db.select().from(comicRatings).where(eq(comicRatings.userId, id)),
      translators: await db
        .select()
        .from(translatorRatings)
        .where(eq(translatorRatings.userId, id)),
    },
    comments: await db.select().from(comicComments).where(eq(comicComments.userId, id)),
    reports: await db.select().from(chapterReports).where(eq(chapterReports.userId, id)),
    notifications: await db.select().from(notifications).where(eq(notifications.userId, id)),
    applications: {
      translator: await db
        .select()
        .from(translatorApplications)
        .where(eq(translatorApplications.userId, id)),
      comicRequests: await db.select().from(comicRequests).where(eq(comicRequests.userId, id)),
    },
    "translator-profile": await db
      .select()
      .from(translatorProfiles)
      .where(eq(translatorProfiles.userId, id)),
    uploads: {
      comics: await db.select().from(comics).where(eq(comics.uploaderId, id)),
      chapters: await db.select().from(chapters).where(eq(chapters.translatorId, id)),
    },
    // What they sent through the site's forms under their address (messages, applications,
    // comments, the newsletter).
    "sent-forms": sent,
    newsletter: await db.select().from(subscribers).where(eq(subscribers.email, user.email)),
  };
}

/** The files of `user`: their photo, their comics' covers, their chapters' PDFs, their CVs. */
async function filesOf(
  db: Database,
  user: { id: string; image: string | null },
  sentIds: string[],
): Promise<{ key: string; name: string }[]> {
  const files: { key: string; name: string }[] = [];
  if (user.image) files.push({ key: `photos/${user.image}`, name: `photo/${user.image}` });
  for (const comic of await db
    .select({ slug: comics.slug, cover: comics.coverKey })
    .from(comics)
    .where(eq(comics.uploaderId, user.id))) {
    if (comic.cover) files.push({ key: comic.cover, name: `comics/${comic.slug}/cover.webp` });
  }
  for (const chapter of await db
    .select({ id: chapters.id, cover: chapters.coverKey, pdf: chapters.pdfKey })
    .from(chapters)
    .where(eq(chapters.translatorId, user.id))) {
    if (chapter.pdf) files.push({ key: chapter.pdf, name: `chapters/${chapter.id}.pdf` });
    if (chapter.cover)
      files.push({ key: chapter.cover, name: `chapters/${chapter.id}-cover.webp` });
  }
  if (sentIds.length > 0) {
    for (const upload of await db
      .select({ key: uploads.storedName, name: uploads.originalName, id: uploads.id })
      .from(uploads)
      .where(inArray(uploads.submissionId, sentIds))) {
      files.push({ key: upload.key, name: `sent-files/${upload.id}-${upload.name}` });
    }
  }
  return files.filter((file) => isStoreKey(file.key));
}

/** The zip's entries, one at a time: the JSON first, then each file as the store streams it. */
async function* entries(db: Database, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, image: users.image })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const rows = await rowsOf(db, user);
  const lastModified = new Date();
  for (const [name, value] of Object.entries(rows)) {
    yield { name: `${name}.json`, input: `${JSON.stringify(value, null, 2)}\n`, lastModified };
  }
  const store = getFileStore();
  const sentIds = rows["sent-forms"].map((row) => row.id);
  for (const file of await filesOf(db, user, sentIds)) {
    const stored = await store.open(file.key);
    if (stored) yield { name: `files/${file.name}`, input: stored.body, lastModified };
  }
}

/** Makes export `exportId`: its zip in the store, its row ready; then the mail. */
export async function makeExport(db: Database, exportId: string): Promise<void> {
  const [row] = await db
    .select({ userId: dataExports.userId, state: dataExports.state })
    .from(dataExports)
    .where(eq(dataExports.id, exportId));
  if (row?.state !== "pending") return;
  const key = checkStoreKey(`exports/${exportId}.zip`);
  const store = getFileStore();
  let bytes = 0;
  const counted = async function* () {
    for await (const chunk of makeZip(entries(db, row.userId))) {
      bytes += chunk.byteLength;
      yield chunk;
    }
  };
  await store.putStream(key, counted(), "application/zip");
  const expiresAt = new Date(Date.now() + EXPORT_DAYS * DAY_MS);
  await db
    .update(dataExports)
    .set({ state: "ready", fileKey: key, bytes, expiresAt })
    .where(eq(dataExports.id, exportId));
  const [person] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, row.userId));
  if (person) sendExportReady(person, expiresAt);
}

/** "Your data is ready", with the link to the settings' section where it is downloaded. */
function sendExportReady(person: { email: string; locale: string }, expiresAt: Date): void {
  void sendAccountMail(person.email, person.locale, undefined, (t, origin, locale) => {
    const url = `${origin}${pagePath("accountSettings", locale)}#your-data`;
    return {
      subject: t("mail.account.export.subject"),
      content: {
        heading: t("mail.account.export.heading"),
        paragraphs: [t("mail.account.export.intro")],
        action: { label: t("mail.account.export.action"), url, hint: t("mail.confirm.linkHint") },
        notes: [t("mail.account.export.expiry", { date: expiresAt })],
      },
      logged: { link: url },
    };
  });
}

/** Removes the exports past their day (rows and files), and those of a failed try. */
export async function removeExpiredExports(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(dataExports)
    .where(
      or(
        lt(dataExports.expiresAt, now),
        and(eq(dataExports.state, "failed"), lt(dataExports.createdAt, now)),
      ),
    )
    .returning({ key: dataExports.fileKey });
  const keys = gone.flatMap((row) => (row.key && isStoreKey(row.key) ? [row.key] : []));
  if (keys.length > 0) await getFileStore().remove(keys);
  return gone.length;
}

let queue: Promise<PgBoss> | undefined;

function exportQueue(): Promise<PgBoss> {
  queue ??= (async () => {
    const boss = await getBoss();
    // `notify`: a person waiting for their export gets it now, not at the next poll.
    await boss.createQueue(EXPORT_QUEUE, {
      notify: true,
      retryLimit: 2,
      retryDelay: 30,
      deleteAfterSeconds: 7 * 24 * 3_600,
    });
    return boss;
  })().catch((error) => {
    queue = undefined;
    throw error;
  });
  return queue;
}

/** Asks for an export of `userId`'s data: the one waiting, or a new one. */
export async function requestExport(db: Database, userId: string): Promise<{ id: string }> {
  const [waiting] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.state, "pending")));
  if (waiting) return waiting;
  const [made] = await db.insert(dataExports).values({ userId }).returning({ id: dataExports.id });
  if (!made) throw new Error("the export was not stored");
  const boss = await exportQueue();
  await boss.send(EXPORT_QUEUE, { exportId: made.id });
  return made;
}

type ExportJob = { exportId: string } | { sweep: true };

let worker: Promise<void> | undefined;

/** Starts this instance's export worker (the server calls it once ready). */
export function startDataExports(): Promise<void> {
  worker ??= (async () => {
    const boss = await exportQueue();
    const options = { includeMetadata: true as const, localConcurrency: 1 };
    // Once a day the same queue sweeps the exports past their day.
    await boss.schedule(EXPORT_QUEUE, "41 3 * * *", { sweep: true });
    await boss.work(EXPORT_QUEUE, options, async ([job]: JobWithMetadata<ExportJob>[]) => {
      if (!job) return;
      const db = await getDb();
      if ("sweep" in job.data) {
        const removed = await removeExpiredExports(db);
        logFor("accounts").info({ removed }, "data exports: removed those past their day");
        return;
      }
      try {
        await makeExport(db, job.data.exportId);
      } catch (error) {
        // The last try marks it failed, so the settings say so instead of waiting forever.
        if (job.retryCount >= job.retryLimit) {
          await db
            .update(dataExports)
            .set({ state: "failed" })
            .where(eq(dataExports.id, job.data.exportId));
        }
        throw error;
      }
    });
  })().catch((error) => {
    worker = undefined;
    throw error;
  });
  return worker;
}
