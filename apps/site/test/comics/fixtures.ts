// A small catalog for the comics suites: five published comics in both languages and one still in
// review, chapters published and not (some without rendered pages), readers' ratings, follows,
// saves, reading history, and comments, one of them from an account deleted since.
import { eq } from "drizzle-orm";
import { rgbaToThumbHash } from "thumbhash";
import type { Database } from "../../src/server/db/index";
import {
  chapterPages,
  chapters,
  comicComments,
  comicRatings,
  comics,
  follows,
  publishers,
  readingHistory,
  saves,
  translatorProfiles,
  translatorRatings,
  users,
} from "../../src/server/db/schema";

/** A real ThumbHash (base64) of a 4x4 two-colour image. */
export const placeholder = Buffer.from(
  rgbaToThumbHash(
    4,
    4,
    Array.from({ length: 16 }, (_, i) => (i < 8 ? [200, 40, 40, 255] : [20, 20, 200, 255])).flat(),
  ),
).toString("base64");

const hour = (n: number) => new Date(Date.UTC(2025, 0, 1, n));

export const people = {
  reader: "u-reader",
  reader2: "u-reader2",
  reader3: "u-reader3",
  translatorA: "u-translator-a",
  translatorB: "u-translator-b",
  ghost: "u-ghost",
};

export interface Catalog {
  comic: Record<string, string>;
  chapter: Record<string, string>;
  publisher: Record<string, string>;
}

/** `ids[key]`, which the fixture itself inserted. */
export function found(ids: Record<string, string>, key: string): string {
  const id = ids[key];
  if (!id) throw new Error(`no fixture row ${key}`);
  return id;
}

export async function seedCatalog(db: Database): Promise<Catalog> {
  await db.insert(users).values(
    Object.entries(people).map(([key, id]) => ({
      id,
      name: `Name of ${key}`,
      email: `${key}@example.com`,
      image: key === "reader" ? "reader.webp" : null,
    })),
  );
  await db.insert(translatorProfiles).values([
    {
      userId: people.translatorA,
      description: "English translations",
      languages: ["english", "arabic"],
    },
    { userId: people.translatorB, description: "ترجمات عربية", languages: ["arabic"] },
  ]);
  const pubs = await db
    .insert(publishers)
    .values([
      { slug: "dar-alfajr", name: "Dar Alfajr", country: "SA", foundedOn: "1990-05-01" },
      { slug: "sand-press", name: "Sand Press", country: "AE" },
    ])
    .returning({ id: publishers.id, slug: publishers.slug });
  const publisher = Object.fromEntries(pubs.map((row) => [row.slug, row.id]));
  const p = (slug: string) => found(publisher, slug);

  const base = { originalLanguage: "english" as const, translationLanguage: "arabic" as const };
  const rows = await db
    .insert(comics)
    .values([
      {
        ...base,
        slug: "school-heroes",
        name: "أبطال المدرسة",
        translatedName: "School Heroes",
        otherNames: ["Madrasa Heroes", "Gakkou no Eiyuu"],
        genres: ["action", "comedy", "drama"],
        status: "ongoing",
        direction: "rtl",
        views: 500,
        publisherId: p("dar-alfajr"),
        coverKey: "covers/school.webp",
        state: "published",
        publishedAt: hour(1),
      },
      {
        ...base,
        slug: "moon-garden",
        name: "Moon Garden",
        translatedName: "حديقة القمر",
        otherNames: ["The Lunar Garden"],
        genres: ["fantasy", "romance", "drama"],
        status: "completed",
        direction: "ltr",
        views: 300,
        publisherId: p("dar-alfajr"),
        state: "published",
        publishedAt: hour(2),
      },
      {
        ...base,
        slug: "desert-riders",
        name: "Desert Riders",
        translatedName: "فرسان الصحراء ٣",
        otherNames: ["Riders 3"],
        genres: ["action", "adventure", "drama"],
        status: "ongoing",
        direction: "vertical",
        views: 900,
        publisherId: p("sand-press"),
        state: "published",
        publishedAt: hour(3),
      },
      {
        ...base,
        slug: "ocean-drift",
        name: "Ocean Drift",
        translatedName: "انجراف المحيط",
        genres: ["action", "comedy"],
        status: "ongoing",
        direction: "ltr",
        views: 100,
        state: "published",
        publishedAt: hour(4),
      },
      {
        ...base,
        slug: "night-library",
        name: "Night Library",
        translatedName: "مكتبة الليل",
        genres: ["mystery"],
        status: "completed",
        direction: "rtl",
        views: 50,
        state: "published",
        publishedAt: hour(5),
      },
      {
        ...base,
        slug: "hidden-draft",
        name: "Hidden Draft",
        translatedName: "مسودة مخفية",
        genres: ["action", "comedy", "drama"],
        views: 10_000,
        publisherId: p("dar-alfajr"),
        state: "in_review",
      },
    ])
    .returning({ id: comics.id, slug: comics.slug });
  const comic = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
  const c = (slug: string) => found(comic, slug);

  const readable = { state: "published" as const, pipeline: "ready" as const, pageCount: 3 };
  const english = "english" as const;
  const arabic = "arabic" as const;
  // Each chapter's title is its fixture key, to find its id again.
  const chapterSpecs: (typeof chapters.$inferInsert & { key: string })[] = [
    {
      key: "school-en-1",
      comicId: c("school-heroes"),
      number: 1,
      language: english,
      ...readable,
      translatorId: people.translatorA,
      pdfKey: "pdf/1.pdf",
      publishedAt: hour(10),
    },
    {
      key: "school-en-2",
      comicId: c("school-heroes"),
      number: 2,
      language: english,
      ...readable,
      translatorId: people.translatorA,
      publishedAt: hour(11),
    },
    {
      key: "school-en-3",
      comicId: c("school-heroes"),
      number: 3,
      language: english,
      ...readable,
      translatorId: people.translatorA,
      publishedAt: hour(12),
    },
    {
      key: "school-en-4",
      comicId: c("school-heroes"),
      number: 4,
      language: english,
      state: "received",
      pipeline: "ready",
      translatorId: people.translatorA,
    },
    {
      key: "school-en-5",
      comicId: c("school-heroes"),
      number: 5,
      language: english,
      state: "published",
      pipeline: "rendering",
      translatorId: people.translatorA,
      publishedAt: hour(13),
    },
    {
      key: "school-ar-1",
      comicId: c("school-heroes"),
      number: 1,
      language: arabic,
      ...readable,
      pageCount: 2,
      translatorId: people.translatorB,
      publishedAt: hour(9),
    },
    {
      key: "school-ar-2",
      comicId: c("school-heroes"),
      number: 2,
      language: arabic,
      state: "published",
      pipeline: "failed",
      translatorId: people.translatorB,
      publishedAt: hour(14),
    },
    {
      key: "moon-en-1",
      comicId: c("moon-garden"),
      number: 1,
      language: english,
      ...readable,
      publishedAt: hour(8),
    },
    {
      key: "desert-ar-1",
      comicId: c("desert-riders"),
      number: 1,
      language: arabic,
      ...readable,
      translatorId: people.translatorB,
      publishedAt: hour(6),
    },
    {
      key: "desert-ar-2",
      comicId: c("desert-riders"),
      number: 2,
      language: arabic,
      ...readable,
      translatorId: people.translatorB,
      publishedAt: hour(7),
    },
    // Ready, but its pages are gone: not readable.
    {
      key: "ocean-en-1",
      comicId: c("ocean-drift"),
      number: 1,
      language: english,
      ...readable,
      publishedAt: hour(5),
    },
    {
      key: "hidden-en-1",
      comicId: c("hidden-draft"),
      number: 1,
      language: english,
      ...readable,
      translatorId: people.translatorA,
      publishedAt: hour(20),
    },
  ];
  const chapterRows = await db
    .insert(chapters)
    .values(chapterSpecs.map(({ key, ...values }) => ({ ...values, title: key })))
    .returning({ id: chapters.id, title: chapters.title });
  const chapter = Object.fromEntries(chapterRows.map((row) => [row.title, row.id]));
  const ch = (key: string) => found(chapter, key);

  const pages = (key: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      chapterId: ch(key),
      page: count - i, // inserted last page first: the order read must come from `page`
      width: 800,
      height: 1200,
      smallKey: `pages/${key}/${count - i}-small.webp`,
      largeKey: `pages/${key}/${count - i}-large.webp`,
      placeholder,
    }));
  await db
    .insert(chapterPages)
    .values([
      ...pages("school-en-1", 3),
      ...pages("school-en-2", 3),
      ...pages("school-en-3", 3),
      ...pages("school-ar-1", 2),
      ...pages("moon-en-1", 3),
      ...pages("desert-ar-1", 3),
      ...pages("desert-ar-2", 3),
      ...pages("hidden-en-1", 3),
    ]);

  await db.insert(comicRatings).values([
    { comicId: c("school-heroes"), userId: people.reader, stars: 5 },
    { comicId: c("school-heroes"), userId: people.reader2, stars: 4 },
    { comicId: c("school-heroes"), userId: people.reader3, stars: 5 },
    { comicId: c("moon-garden"), userId: people.reader, stars: 2 },
    { comicId: c("desert-riders"), userId: people.reader2, stars: 4 },
    { comicId: c("desert-riders"), userId: people.reader3, stars: 3 },
    // A comic in review counts in no average.
    { comicId: c("hidden-draft"), userId: people.reader, stars: 1 },
  ]);
  await db.insert(translatorRatings).values([
    { translatorId: people.translatorA, userId: people.reader, stars: 5, quality: 4, clarity: 3 },
    { translatorId: people.translatorA, userId: people.reader2, stars: 3, quality: 5, clarity: 5 },
    { translatorId: people.translatorB, userId: people.reader, stars: 2, quality: 2, clarity: 2 },
  ]);
  await db.insert(follows).values([
    { userId: people.reader, target: "comic", targetId: c("school-heroes") },
    { userId: people.reader2, target: "comic", targetId: c("school-heroes") },
    { userId: people.reader, target: "translator", targetId: people.translatorA },
    { userId: people.reader2, target: "translator", targetId: people.translatorA },
    { userId: people.reader, target: "publisher", targetId: p("dar-alfajr") },
  ]);
  await db.insert(saves).values([
    { userId: people.reader, target: "comic", targetId: c("school-heroes") },
    { userId: people.reader, target: "chapter", targetId: ch("school-en-2") },
  ]);
  await db.insert(readingHistory).values([
    {
      userId: people.reader,
      chapterId: ch("school-en-1"),
      page: 3,
      finishedAt: hour(30),
    },
    { userId: people.reader, chapterId: ch("school-en-2"), page: 2 },
  ]);
  const school = c("school-heroes");
  await db.insert(comicComments).values([
    { comicId: school, userId: people.reader, body: "first", createdAt: hour(40) },
    { comicId: school, userId: people.ghost, body: "from a deleted user", createdAt: hour(41) },
    { comicId: school, userId: people.reader2, body: "hidden", hidden: true, createdAt: hour(42) },
    {
      comicId: school,
      chapterId: ch("school-en-1"),
      userId: people.reader2,
      body: "on chapter 1",
      createdAt: hour(43),
    },
    {
      comicId: school,
      chapterId: ch("school-en-4"),
      userId: people.reader2,
      body: "on an unpublished chapter",
      createdAt: hour(44),
    },
  ]);
  // The account is deleted: its comment stays, authorless.
  await db.delete(users).where(eq(users.id, people.ghost));
  return { comic, chapter, publisher } as Catalog;
}
