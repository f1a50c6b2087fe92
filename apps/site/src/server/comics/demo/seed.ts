/**
 * The demo catalog a new install shows (CONTRACT.md, "The comics platform"): publishers,
 * translators and readers (accounts nobody can sign in to: no password), comics with their
 * covers, chapters with their PDFs (the page pipeline makes their pages), ratings and comments.
 * Seeded once, at start, into a database without comics; `SEED_DEMO=0` turns it off.
 */
import { randomUUID } from "node:crypto";
import { count, inArray } from "drizzle-orm";
import pg from "pg";
import { users } from "../../db/accounts";
import {
  chapters,
  comicComments,
  comicRatings,
  comics,
  pageTranscripts,
  publishers,
  teamMembers,
  translatorProfiles,
  translatorRatings,
  translatorTeams,
} from "../../db/comics";
import { type Database, getDb } from "../../db/index";
import { pdfKey } from "../../files/keys";
import { getFileStore } from "../../files/store";
import { logFor } from "../../observe/log";
import { storeCover } from "../covers";
import { enqueueChapterPages } from "../pipeline";
import { creditTeam } from "../teams";
import { type DemoCatalog, type DemoPerson, demoCatalog } from "./catalog";

/** Instances sharing one PostgreSQL take this lock to seed: one seeds, the others skip. */
const SEED_LOCK = 726_134;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

async function hasComics(db: Database): Promise<boolean> {
  const [row] = await db.select({ comics: count() }).from(comics);
  return (row?.comics ?? 0) > 0;
}

/** Runs `seed` holding the seeding lock on PostgreSQL; skips it when another instance holds it. */
async function holdingSeedLock(db: Database, seed: () => Promise<void>): Promise<void> {
  const client: unknown = db.$client;
  // The embedded database has one process: nobody to take turns with.
  if (!(client instanceof pg.Pool)) return seed();
  const connection = await client.connect();
  try {
    const { rows } = await connection.query("select pg_try_advisory_lock($1) as locked", [
      SEED_LOCK,
    ]);
    if (!rows[0]?.locked) return;
    try {
      await seed();
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [SEED_LOCK]);
    }
  } finally {
    connection.release();
  }
}

/**
 * Seeds the demo catalog when the database has no comics, and resolves with whether it did. The
 * files are stored first and the rows written in one transaction, so a seed that stopped halfway
 * leaves no comics and is done again at the next start; the chapters' pages are queued after.
 */
export async function seedDemoCatalog(): Promise<boolean> {
  const db = await getDb();
  if (await hasComics(db)) return false;
  let seeded: string[] | undefined;
  await holdingSeedLock(db, async () => {
    // Another instance may have seeded between the first look and the lock.
    if (await hasComics(db)) return;
    seeded = await seed(db, await demoCatalog());
  });
  if (!seeded) return false;
  for (const chapterId of seeded) await enqueueChapterPages(chapterId);
  logFor("demo").info(
    { chapters: seeded.length },
    "seeded the demo catalog; chapters queued for pages",
  );
  return true;
}

/** A chapter's id and its stored PDF, before any row is written. */
interface StoredChapter {
  id: string;
  pdfKey: string;
}

/** Stores the covers and PDFs, then writes the rows in one transaction; resolves with the chapters' ids. */
async function seed(db: Database, catalog: DemoCatalog): Promise<string[]> {
  const store = getFileStore();
  const covers = new Map<string, string>();
  const stored = new Map<string, StoredChapter>();
  const chapterKey = (slug: string, number: number, language: string) =>
    `${slug}/${number}/${language}`;
  for (const comic of catalog.comics) {
    covers.set(comic.slug, await storeCover(comic.cover));
    for (const chapter of comic.chapters) {
      const id = randomUUID();
      await store.put(pdfKey(id), chapter.pdf, "application/pdf");
      stored.set(chapterKey(comic.slug, chapter.number, chapter.language), {
        id,
        pdfKey: pdfKey(id),
      });
    }
  }

  const now = Date.now();
  // One comic a week over the last weeks, the newest last: "latest" has an order.
  const weeks = catalog.comics.length;
  return db.transaction(async (tx) => {
    const publisherIds = await upsertPublishers(tx, catalog);
    const userIds = await upsertPeople(tx, catalog);
    const userId = (key: string) => {
      const id = userIds.get(key);
      if (!id) throw new Error(`demo: no person ${key}`);
      return id;
    };
    const teamOf = await upsertTeams(tx, catalog, userId);

    const comicIds = new Map<string, string>();
    const comicRows: (typeof comics.$inferInsert)[] = [];
    const chapterRows: (typeof chapters.$inferInsert)[] = [];
    const transcriptRows: (typeof pageTranscripts.$inferInsert)[] = [];
    for (const [index, comic] of catalog.comics.entries()) {
      const comicId = randomUUID();
      comicIds.set(comic.slug, comicId);
      const publishedAt = new Date(now - (weeks - index) * 7 * DAY_MS);
      comicRows.push({
        id: comicId,
        slug: comic.slug,
        name: comic.name,
        translatedName: comic.translatedName,
        otherNames: comic.otherNames,
        description: comic.description,
        coverKey: covers.get(comic.slug),
        publisherId: publisherIds.get(comic.publisherSlug) ?? null,
        genres: comic.genres,
        artist: comic.artist,
        writer: comic.writer,
        status: comic.status,
        direction: comic.direction,
        originalLanguage: comic.originalLanguage,
        translationLanguage: comic.translationLanguage,
        views: comic.views,
        state: "published",
        publishedAt,
      });
      for (const chapter of comic.chapters) {
        const { id, pdfKey } =
          stored.get(chapterKey(comic.slug, chapter.number, chapter.language)) ?? {};
        // Two days between chapters, the Arabic six hours after the English: within the week.
        const offset =
          (chapter.number - 1) * 2 * DAY_MS + (chapter.language === "arabic" ? 6 * HOUR_MS : 0);
        chapterRows.push({
          id,
          comicId,
          number: chapter.number,
          title: chapter.title,
          language: chapter.language,
          translatorId: userId(chapter.translatorKey),
          teamId: teamOf(chapter.translatorKey, chapter.language),
          pdfKey,
          pdfSize: chapter.pdf.byteLength,
          state: "published",
          views: Math.round(comic.views / (2 * chapter.number)),
          publishedAt: new Date(publishedAt.getTime() + offset),
        });
        for (const [page, text] of chapter.transcripts.entries()) {
          if (id && text) transcriptRows.push({ chapterId: id, page: page + 1, text });
        }
      }
    }
    if (comicRows.length) await tx.insert(comics).values(comicRows);
    if (chapterRows.length) await tx.insert(chapters).values(chapterRows);
    if (transcriptRows.length) await tx.insert(pageTranscripts).values(transcriptRows);
    // A team's chapters, credited to its members.
    for (const row of chapterRows) if (row.teamId && row.id) await creditTeam(tx, row.id);

    const ratings = catalog.translatorRatings.map((rating) => ({
      translatorId: userId(rating.translatorKey),
      userId: userId(rating.readerKey),
      stars: rating.stars,
      quality: rating.quality,
      clarity: rating.clarity,
    }));
    if (ratings.length) await tx.insert(translatorRatings).values(ratings).onConflictDoNothing();
    const stars = catalog.comicRatings.flatMap((rating) => {
      const comicId = comicIds.get(rating.comicSlug);
      return comicId ? [{ comicId, userId: userId(rating.readerKey), stars: rating.stars }] : [];
    });
    if (stars.length) await tx.insert(comicRatings).values(stars).onConflictDoNothing();
    const comments = catalog.comments.flatMap((comment, index) => {
      const comicId = comicIds.get(comment.comicSlug);
      if (!comicId) return [];
      const { chapterNumber, chapterLanguage } = comment;
      const chapterId =
        chapterNumber && chapterLanguage
          ? stored.get(chapterKey(comment.comicSlug, chapterNumber, chapterLanguage))?.id
          : undefined;
      // An hour apart over the last hours, in the catalog's order.
      const createdAt = new Date(now - (catalog.comments.length - index) * HOUR_MS);
      return [
        { comicId, chapterId, userId: userId(comment.readerKey), body: comment.body, createdAt },
      ];
    });
    if (comments.length) await tx.insert(comicComments).values(comments);
    return chapterRows.map((row) => row.id as string);
  });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The demo's teams and their members (a team already there from an earlier seed, same slug, is
 * reused); answers the team a chapter is credited to, by its translator and language.
 */
async function upsertTeams(
  tx: Transaction,
  catalog: DemoCatalog,
  userId: (key: string) => string,
): Promise<(translatorKey: string, language: string) => string | null> {
  const credited = new Map<string, string>();
  for (const team of catalog.teams) {
    const { members, credits, ...row } = team;
    await tx.insert(translatorTeams).values(row).onConflictDoNothing();
    const [stored] = await tx
      .select({ id: translatorTeams.id })
      .from(translatorTeams)
      .where(inArray(translatorTeams.slug, [team.slug]));
    if (!stored) continue;
    await tx
      .insert(teamMembers)
      .values(
        members.map((member) => ({
          teamId: stored.id,
          userId: userId(member.translatorKey),
          role: member.role,
        })),
      )
      .onConflictDoNothing();
    credited.set(`${credits.translatorKey}/${credits.language}`, stored.id);
  }
  return (translatorKey, language) => credited.get(`${translatorKey}/${language}`) ?? null;
}

async function upsertPublishers(tx: Transaction, catalog: DemoCatalog) {
  if (catalog.publishers.length) {
    await tx.insert(publishers).values(catalog.publishers).onConflictDoNothing();
  }
  const slugs = catalog.publishers.map((publisher) => publisher.slug);
  const rows = slugs.length
    ? await tx
        .select({ id: publishers.id, slug: publishers.slug })
        .from(publishers)
        .where(inArray(publishers.slug, slugs))
    : [];
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/**
 * The demo's people as accounts with a verified address and no way to sign in (no credential
 * account). A person already there from an earlier seed (same address) is reused.
 */
async function upsertPeople(tx: Transaction, catalog: DemoCatalog) {
  const person = (role: string) => (demo: DemoPerson) => ({
    id: randomUUID(),
    name: demo.name,
    email: demo.email.trim().toLowerCase(),
    emailVerified: true,
    role,
  });
  const people = [
    ...catalog.translators.map(person("translator")),
    ...catalog.readers.map(person("reader")),
  ];
  if (people.length) await tx.insert(users).values(people).onConflictDoNothing();
  const emails = people.map((row) => row.email);
  const rows = emails.length
    ? await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, emails))
    : [];
  const byEmail = new Map(rows.map((row) => [row.email, row.id]));
  const ids = new Map<string, string>();
  for (const demo of [...catalog.translators, ...catalog.readers]) {
    const id = byEmail.get(demo.email.trim().toLowerCase());
    if (id) ids.set(demo.key, id);
  }
  const profiles = catalog.translators.flatMap((translator) => {
    const userId = ids.get(translator.key);
    if (!userId) return [];
    const { description, languages } = translator;
    return [{ userId, level: "professional", description, languages }];
  });
  if (profiles.length) await tx.insert(translatorProfiles).values(profiles).onConflictDoNothing();
  return ids;
}
