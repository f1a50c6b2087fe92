// The catalog's read side on a database of its own (PGlite, or PostgreSQL with DATABASE_URL):
// only published comics and chapters reach readers; ratings are Bayesian averages; the reader
// gets pages in order, previous and next chapters and where they left off.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogHome } from "../src/server/comics/catalog";
import { chapterPage, preparingChapterPage, recordChapterView } from "../src/server/comics/chapter";
import { comicPage } from "../src/server/comics/comic";
import { publisherPage, translatorPage } from "../src/server/comics/people";
import { comicRatingMean } from "../src/server/comics/shared";
import { chapters, comicRatings, comics, users } from "../src/server/db/schema";
import { openTestDatabase, type TestDatabase } from "./comics/database";
import { type Catalog, found, people, seedCatalog } from "./comics/fixtures";

let store: TestDatabase;
let catalog: Catalog;
beforeAll(async () => {
  store = await openTestDatabase();
  catalog = await seedCatalog(store.db);
}, 120_000);
afterAll(() => store?.close());

/** (C x mean + sum) / (C + count), C = 5, rounded as the functions round. */
const bayes = (sum: number, count: number, mean: number) =>
  Math.round(((5 * mean + sum) / (5 + count)) * 100) / 100;
// The published comics' ratings: 5+4+5, 2, 4+3 (the comic in review's 1 does not count).
const comicMean = 23 / 6;

describe("catalogHome", () => {
  it("lists readable chapters of published comics, the UI's language first, newest first", async () => {
    const home = await catalogHome(store.db, { locale: "en" });
    expect(home.latestChapters.map((c) => `${c.comic.slug} ${c.language} ${c.number}`)).toEqual([
      "school-heroes english 3",
      "school-heroes english 2",
      "school-heroes english 1",
      "moon-garden english 1",
      "ocean-drift english 1",
      "school-heroes arabic 1",
      "desert-riders arabic 2",
      "desert-riders arabic 1",
    ]);
    expect(home.latestChapters[0]).toMatchObject({
      comic: {
        name: "أبطال المدرسة",
        translatedName: "School Heroes",
        cover: "/media/covers/school.webp",
      },
      publishedAt: "2025-01-01T12:00:00.000Z",
    });
    const arabic = await catalogHome(store.db, { locale: "ar" });
    expect(arabic.latestChapters.slice(0, 3).map((c) => c.language)).toEqual([
      "arabic",
      "arabic",
      "arabic",
    ]);
  });

  it("ranks popular comics by views and counts genres over published comics", async () => {
    const home = await catalogHome(store.db, { locale: "en" });
    expect(home.popular.map((card) => card.slug)).toEqual([
      "desert-riders",
      "school-heroes",
      "moon-garden",
      "ocean-drift",
      "night-library",
    ]);
    expect(home.popular[1]?.rating).toEqual({ average: bayes(14, 3, comicMean), count: 3 });
    // Its latest readable chapter: not arabic 2 (its pages failed) nor english 5 (being drawn).
    expect(home.popular[1]?.latestChapter).toEqual({
      number: 3,
      language: "english",
      publishedAt: "2025-01-01T12:00:00.000Z",
    });
    const counts = Object.fromEntries(home.genres.map((g) => [g.id, g.count]));
    expect(counts).toMatchObject({
      action: 3,
      comedy: 2,
      drama: 3,
      fantasy: 1,
      mystery: 1,
      sports: 0,
    });
    expect(home.genres).toHaveLength(12);
  });
});

describe("comicPage", () => {
  it("is null for an unknown slug and for a comic in review", async () => {
    expect(await comicPage(store.db, { slug: "no-such-comic" })).toBeNull();
    expect(await comicPage(store.db, { slug: "hidden-draft" })).toBeNull();
  });

  it("shows readable chapters and those being prepared by language, with translator and PDF", async () => {
    const page = await comicPage(store.db, { slug: "school-heroes" });
    expect(page?.publisher).toMatchObject({ slug: "dar-alfajr", country: "SA" });
    // English 5 is being drawn (listed, not ready); arabic 2's pages failed (not listed).
    expect(page?.chapters.map((g) => [g.language, g.chapters.map((c) => c.number)])).toEqual([
      ["english", [1, 2, 3, 5]],
      ["arabic", [1]],
    ]);
    const english = page?.chapters[0]?.chapters ?? [];
    expect(english[0]).toMatchObject({
      translator: { id: people.translatorA, name: "Name of translatorA" },
      pageCount: 3,
      ready: true,
      pdfUrl: `/media/pdf/${found(catalog.chapter, "school-en-1")}`,
      saved: false,
      read: null,
    });
    expect(english[1]?.pdfUrl).toBeNull();
    expect(english[3]?.ready).toBe(false);
  });

  it("gives the Bayesian average, counts and newest visible comments, a deleted author as null", async () => {
    const page = await comicPage(store.db, { slug: "school-heroes" });
    expect(page?.rating).toEqual({ average: bayes(14, 3, comicMean), count: 3, mine: null });
    expect(page?.rating.average).toBe(4.15);
    expect(page?.counts).toEqual({ followers: 2, views: 500, comments: 3 });
    expect(page?.comments.map((c) => c.body)).toEqual([
      "on chapter 1",
      "from a deleted user",
      "first",
    ]);
    expect(page?.comments[0]).toMatchObject({
      chapter: { number: 1, language: "english" },
      author: { id: people.reader2, name: "Name of reader2", photo: null },
    });
    expect(page?.comments[1]?.author).toBeNull();
    expect(page?.comments[2]?.author?.photo).toBe("/files/photos/reader.webp");
    expect(page?.viewer).toEqual({ saved: false, following: false });
  });

  it("orders similar comics by shared genres, then views, never itself or an unpublished one", async () => {
    const page = await comicPage(store.db, { slug: "school-heroes" });
    expect(page?.similar.map((card) => card.slug)).toEqual([
      "desert-riders",
      "ocean-drift",
      "moon-garden",
    ]);
  });

  it("tells the viewer what they saved, read, rated and follow", async () => {
    const page = await comicPage(store.db, { slug: "school-heroes", viewerId: people.reader });
    expect(page?.viewer).toEqual({ saved: true, following: true });
    expect(page?.rating.mine).toBe(5);
    const english = page?.chapters[0]?.chapters ?? [];
    expect(english.map((c) => [c.number, c.saved, c.read])).toEqual([
      [1, false, { page: 3, finished: true }],
      [2, true, { page: 2, finished: false }],
      [3, false, null],
      [5, false, null],
    ]);
  });
});

describe("chapterPage", () => {
  const open = (slug: string, number: number, language: "english" | "arabic", viewerId?: string) =>
    chapterPage(store.db, { slug, number, language, viewerId });

  it("gives the pages in order with placeholders, previous, next and its preload", async () => {
    const page = await open("school-heroes", 2, "english");
    expect(page?.comic).toMatchObject({ slug: "school-heroes", direction: "rtl" });
    expect(page?.chapter).toMatchObject({
      number: 2,
      language: "english",
      translator: { id: people.translatorA, name: "Name of translatorA" },
      pdfUrl: null,
    });
    expect(page?.pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(page?.pages[0]).toMatchObject({
      width: 800,
      height: 1200,
      small: "/media/pages/school-en-2/1-small.webp",
      large: "/media/pages/school-en-2/1-large.webp",
    });
    expect(page?.pages[0]?.placeholder).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{40,}$/);
    expect([page?.previous, page?.next]).toEqual([1, 3]);
    expect(page?.preload).toEqual([
      {
        small: "/media/pages/school-en-3/1-small.webp",
        large: "/media/pages/school-en-3/1-large.webp",
      },
      {
        small: "/media/pages/school-en-3/2-small.webp",
        large: "/media/pages/school-en-3/2-large.webp",
      },
    ]);
    expect(page?.resume).toBeNull();
  });

  it("skips chapters that are not readable when linking previous and next", async () => {
    const last = await open("school-heroes", 3, "english");
    expect([last?.previous, last?.next, last?.preload]).toEqual([2, null, []]);
    const arabic = await open("school-heroes", 1, "arabic");
    expect([arabic?.previous, arabic?.next]).toEqual([null, null]);
    expect(arabic?.pages).toHaveLength(2);
  });

  it("is null for an unknown, unpublished, unrendered or pageless chapter", async () => {
    expect(await open("school-heroes", 9, "english")).toBeNull();
    expect(await open("school-heroes", 4, "english")).toBeNull(); // received
    expect(await open("school-heroes", 5, "english")).toBeNull(); // rendering
    expect(await open("school-heroes", 2, "arabic")).toBeNull(); // pipeline failed
    expect(await open("ocean-drift", 1, "english")).toBeNull(); // no pages
    expect(await open("hidden-draft", 1, "english")).toBeNull(); // comic in review
    expect(await open("no-such-comic", 1, "english")).toBeNull();
  });

  it("says which published chapter is being prepared: not a failed, readable or received one", async () => {
    const preparing = (slug: string, number: number, language: "english" | "arabic") =>
      preparingChapterPage(store.db, { slug, number, language });
    expect(await preparing("school-heroes", 5, "english")).toEqual({
      preparing: true,
      comic: { slug: "school-heroes", name: "أبطال المدرسة", translatedName: "School Heroes" },
      chapter: { number: 5, language: "english", pdfUrl: null },
    });
    expect(await preparing("school-heroes", 2, "arabic")).toBeNull(); // pipeline failed
    expect(await preparing("school-heroes", 3, "english")).toBeNull(); // readable
    expect(await preparing("school-heroes", 4, "english")).toBeNull(); // received
  });

  it("gives the viewer their page to resume and whether they saved the chapter", async () => {
    const page = await open("school-heroes", 2, "english", people.reader);
    expect(page?.resume).toEqual({ page: 2, finished: false });
    expect(page?.saved).toBe(true);
    expect((await open("school-heroes", 1, "english", people.reader))?.resume).toEqual({
      page: 3,
      finished: true,
    });
  });

  it("counts a view on the chapter and its comic", async () => {
    const before = await comicPage(store.db, { slug: "moon-garden" });
    await recordChapterView(store.db, found(catalog.chapter, "moon-en-1"));
    await recordChapterView(store.db, found(catalog.chapter, "moon-en-1"));
    const after = await comicPage(store.db, { slug: "moon-garden" });
    expect((after?.counts.views ?? 0) - (before?.counts.views ?? 0)).toBe(2);
    // A chapter in review is not counted, nor is its comic.
    await recordChapterView(store.db, found(catalog.chapter, "school-en-4"));
    const [row] = await store.db
      .select({ views: chapters.views })
      .from(chapters)
      .where(eq(chapters.id, found(catalog.chapter, "school-en-4")));
    expect(row?.views).toBe(0);
  });
});

describe("translatorPage and publisherPage", () => {
  // The translators' stars: 5, 3 (A) and 2 (B).
  const starsMean = 10 / 3;

  it("profiles a translator with ratings, followers and readable chapters only", async () => {
    const page = await translatorPage(store.db, {
      id: people.translatorA,
      viewerId: people.reader,
    });
    expect(page?.translator).toMatchObject({
      name: "Name of translatorA",
      level: "professional",
      languages: ["english", "arabic"],
    });
    expect(page?.rating).toEqual({
      average: bayes(8, 2, starsMean),
      quality: 4.5,
      clarity: 4,
      count: 2,
      mine: { stars: 5, quality: 4, clarity: 3 },
    });
    expect([page?.followers, page?.following]).toEqual([2, true]);
    // Not school-heroes 5: published, its pages still being drawn.
    expect(page?.chapters.map((c) => `${c.comic.slug} ${c.number}`)).toEqual([
      "school-heroes 3",
      "school-heroes 2",
      "school-heroes 1",
    ]);
    const visitor = await translatorPage(store.db, { id: people.translatorA });
    expect([visitor?.following, visitor?.rating.mine]).toEqual([false, null]);
  });

  it("is null for a person who is not a translator", async () => {
    expect(await translatorPage(store.db, { id: people.reader })).toBeNull();
    expect(await translatorPage(store.db, { id: "nobody" })).toBeNull();
  });

  it("shows a publisher's published series, followers and the viewer's follow", async () => {
    const page = await publisherPage(store.db, { slug: "dar-alfajr", viewerId: people.reader });
    expect(page?.publisher).toMatchObject({
      name: "Dar Alfajr",
      country: "SA",
      foundedOn: "1990-05-01",
    });
    expect(page?.seriesCount).toBe(2);
    expect(page?.comics.map((card) => card.slug)).toEqual(["school-heroes", "moon-garden"]);
    expect([page?.followers, page?.following]).toEqual([1, true]);
    expect((await publisherPage(store.db, { slug: "sand-press" }))?.following).toBe(false);
    expect(await publisherPage(store.db, { slug: "nope" })).toBeNull();
  });
});

// Runs last: it changes ratings and publication.
describe("the global mean of comic ratings", () => {
  /** The mean recounted from the ratings of published comics. */
  const recount = async () => {
    const [row] = await store.db
      .select({ mean: sql<number>`avg(${comicRatings.stars})::float8` })
      .from(comicRatings)
      .innerJoin(comics, and(eq(comics.id, comicRatings.comicId), eq(comics.state, "published")));
    return row?.mean ?? null;
  };

  it("follows ratings changed, removed with an account, and a comic leaving publication", async () => {
    expect(await comicRatingMean(store.db)).toBeCloseTo(comicMean, 10);
    await store.db
      .update(comicRatings)
      .set({ stars: 5 })
      .where(eq(comicRatings.comicId, found(catalog.comic, "moon-garden")));
    expect(await comicRatingMean(store.db)).toBeCloseTo((await recount()) ?? 0, 10);
    await store.db.delete(users).where(eq(users.id, people.reader3));
    expect(await comicRatingMean(store.db)).toBeCloseTo((await recount()) ?? 0, 10);
    await store.db
      .update(comics)
      .set({ state: "rejected" })
      .where(eq(comics.slug, "desert-riders"));
    expect(await comicRatingMean(store.db)).toBeCloseTo((await recount()) ?? 0, 10);
    // 5 + 4 (school-heroes, reader3 gone) and 5 (moon-garden).
    expect(await recount()).toBeCloseTo(14 / 3, 10);
    await store.db
      .update(comics)
      .set({ state: "published" })
      .where(eq(comics.slug, "hidden-draft"));
    expect(await comicRatingMean(store.db)).toBeCloseTo(15 / 4, 10);
  });
});
