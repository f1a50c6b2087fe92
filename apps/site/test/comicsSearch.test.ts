// Catalog search on a database of its own (PGlite, or PostgreSQL with DATABASE_URL): Arabic read
// the same with or without hamza, taa marbuta, tashkeel or tatweel; Eastern digits as ASCII;
// typos by trigram; filters, facet counts, sorts and pages.

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SearchParams, searchComics } from "../src/server/comics/search";
import { chapters, comics } from "../src/server/db/schema";
import { openTestDatabase, type TestDatabase } from "./comics/database";
import { seedCatalog } from "./comics/fixtures";

let store: TestDatabase;
beforeAll(async () => {
  store = await openTestDatabase();
  await seedCatalog(store.db);
  // 23 sports comics, to have more than a page of results.
  await store.db.insert(comics).values(
    Array.from({ length: 23 }, (_, i) => ({
      slug: `league-${String(i + 1).padStart(2, "0")}`,
      name: `League ${i + 1}`,
      genres: ["sports"],
      views: i,
      originalLanguage: "english" as const,
      translationLanguage: "arabic" as const,
      state: "published" as const,
    })),
  );
}, 120_000);
afterAll(() => store?.close());

const search = (params: SearchParams) => searchComics(store.db, params);
const slugs = async (params: SearchParams) => (await search(params)).results.map((r) => r.slug);

describe("matching", () => {
  it("finds Arabic names with or without hamza, taa marbuta, tashkeel and tatweel", async () => {
    for (const q of [
      "أبطال المدرسة",
      "ابطال المدرسه",
      "أَبْطَالُ الْمَدْرَسَةِ",
      "أبطـــال",
      "المدرسة",
      "إبطال",
    ]) {
      expect(await slugs({ q }), q).toEqual(["school-heroes"]);
    }
  });

  it("reads Arabic-Indic and Persian digits as ASCII digits", async () => {
    expect(await slugs({ q: "فرسان الصحراء 3" })).toEqual(["desert-riders"]);
    expect(await slugs({ q: "Riders ٣" })).toEqual(["desert-riders"]);
    expect(await slugs({ q: "Riders ۳" })).toEqual(["desert-riders"]);
  });

  it("finds by a typo (trigrams), by word stems, across case, and by other names", async () => {
    expect(await slugs({ q: "Mooon Gardn" })).toEqual(["moon-garden"]);
    expect(await slugs({ q: "Desrt Riders" })).toEqual(["desert-riders"]);
    expect(await slugs({ q: "SCHOOL hero" })).toEqual(["school-heroes"]);
    expect(await slugs({ q: "lunar" })).toEqual(["moon-garden"]);
    expect(await slugs({ q: "Gakkou no" })).toEqual(["school-heroes"]);
    expect(await slugs({ q: "حديقه" })).toEqual(["moon-garden"]);
  });

  it("never returns a comic in review", async () => {
    expect((await search({ q: "Hidden Draft" })).total).toBe(0);
    expect((await search({ q: "مسودة" })).total).toBe(0);
  });

  it("answers no match, a query of only marks, and wildcard characters without error", async () => {
    const none = await search({ q: "zzqxwv" });
    expect(none).toMatchObject({ total: 0, page: 1, pageCount: 0, results: [] });
    expect(none.facets.genres.every((g) => g.count === 0)).toBe(true);
    expect((await search({ q: "%_%" })).total).toBe(0);
    // Only tashkeel: no query left, the whole catalog by the default sort of no query.
    expect(await search({ q: "َُِ" })).toMatchObject({ total: 28, sort: "latest" });
    expect((await search({ q: "x".repeat(500) })).total).toBe(0);
  });
});

describe("filters and facets", () => {
  it("includes every listed genre and excludes the excluded ones", async () => {
    expect((await slugs({ genres: ["action", "drama"] })).sort()).toEqual([
      "desert-riders",
      "school-heroes",
    ]);
    expect(await slugs({ genres: ["action"], exclude: ["comedy"] })).toEqual(["desert-riders"]);
  });

  it("filters by status, chapter language and reading direction", async () => {
    expect((await slugs({ status: "completed" })).sort()).toEqual(["moon-garden", "night-library"]);
    expect((await slugs({ language: "arabic" })).sort()).toEqual([
      "desert-riders",
      "school-heroes",
    ]);
    expect((await slugs({ language: "english" })).sort()).toEqual([
      "moon-garden",
      "ocean-drift",
      "school-heroes",
    ]);
    expect(await slugs({ direction: "vertical" })).toEqual(["desert-riders"]);
    expect(await slugs({ q: "drift", direction: "rtl" })).toEqual([]);
  });

  it("counts genres among the results, and each other facet as if its own filter were unset", async () => {
    const { total, facets } = await search({ genres: ["action"], status: "ongoing" });
    expect(total).toBe(3);
    const count = <T extends string>(list: { id: T; count: number }[]) =>
      Object.fromEntries(list.filter((f) => f.count > 0).map((f) => [f.id, f.count]));
    expect(count(facets.genres)).toEqual({ action: 3, comedy: 2, drama: 2, adventure: 1 });
    expect(count(facets.status)).toEqual({ ongoing: 3 });
    expect(count(facets.languages)).toEqual({ english: 2, arabic: 2 });
    expect(count(facets.directions)).toEqual({ rtl: 1, ltr: 1, vertical: 1 });

    const completed = await search({ status: "completed", language: "english" });
    expect(completed.total).toBe(1);
    expect(count(completed.facets.status)).toEqual({ ongoing: 2, completed: 1 });
    expect(count(completed.facets.languages)).toEqual({ english: 1 });
  });
});

describe("sorting and pages", () => {
  const stories = { exclude: ["sports" as const] };

  it("sorts by latest chapter by default, and by views or Bayesian rating", async () => {
    expect(await slugs(stories)).toEqual([
      "school-heroes", // chapter at 14:00
      "moon-garden", // 08:00
      "desert-riders", // 07:00
      "ocean-drift", // 05:00
      "night-library", // no chapter
    ]);
    expect(await slugs({ ...stories, sort: "popular" })).toEqual([
      "desert-riders",
      "school-heroes",
      "moon-garden",
      "ocean-drift",
      "night-library",
    ]);
    // Unrated comics sit at the mean (3.83): above a comic rated 3.5 by two readers.
    expect(await slugs({ ...stories, sort: "rating" })).toEqual([
      "school-heroes",
      "ocean-drift",
      "night-library",
      "desert-riders",
      "moon-garden",
    ]);
  });

  it("ranks by relevance when there is a query: the better match first", async () => {
    const result = await search({ q: "garden" });
    expect(result.sort).toBe("relevance");
    expect(result.results[0]?.slug).toBe("moon-garden");
    expect(await slugs({ q: "Heroes", sort: "popular" })).toEqual(["school-heroes"]);
  });

  it("pages by 20, with the total and the page count", async () => {
    const first = await search({ genres: ["sports"], sort: "popular" });
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 2 });
    expect(first.results).toHaveLength(20);
    expect(first.results[0]?.slug).toBe("league-23");
    const second = await search({ genres: ["sports"], sort: "popular", page: 2 });
    expect(second.results.map((r) => r.slug)).toEqual(["league-03", "league-02", "league-01"]);
    expect((await search({ genres: ["sports"], page: 3 })).results).toEqual([]);
  });

  it("gives cards with cover, genres, rating and latest chapter", async () => {
    const [card] = (await search({ q: "school heroes" })).results;
    expect(card).toEqual({
      slug: "school-heroes",
      name: "أبطال المدرسة",
      translatedName: "School Heroes",
      cover: "/media/covers/school.webp",
      genres: ["action", "comedy", "drama"],
      status: "ongoing",
      direction: "rtl",
      views: 500,
      rating: { average: 4.15, count: 3 },
      // The latest readable one: not arabic 2 (its pages failed) nor english 5 (being drawn).
      latestChapter: { number: 3, language: "english", publishedAt: "2025-01-01T12:00:00.000Z" },
    });
  });
});

// Last: it changes the catalog. Browsing keeps its counts per filter set while the catalog
// version stands (browseSummaries.ts); each change below must show at once.
describe("browse counts follow the catalog", () => {
  const sports = { genres: ["sports" as const] };
  const languageCount = async (language: string) =>
    (await search(sports)).facets.languages.find((f) => f.id === language)?.count;

  it("counts a comic added, its genres changed, its chapter once readable and it withdrawn", async () => {
    expect((await search(sports)).total).toBe(23);
    expect(await languageCount("arabic")).toBe(0);

    const [added] = await store.db
      .insert(comics)
      .values({
        slug: "league-extra",
        name: "League Extra",
        genres: ["sports"],
        originalLanguage: "english",
        translationLanguage: "arabic",
        state: "published",
      })
      .returning({ id: comics.id });
    const id = added?.id as string;
    expect((await search(sports)).total).toBe(24);

    await store.db
      .update(comics)
      .set({ genres: ["sports", "horror"] })
      .where(eq(comics.id, id));
    const horror = (await search(sports)).facets.genres.find((f) => f.id === "horror");
    expect(horror?.count).toBe(1);

    // Published, its pages still being drawn: nothing to read in Arabic yet, nor a latest chapter.
    const [chapter] = await store.db
      .insert(chapters)
      .values({
        comicId: id,
        number: 1,
        title: "One",
        language: "arabic",
        state: "published",
        pipeline: "rendering",
        pdfKey: "pdf/extra.pdf",
        publishedAt: new Date(),
      })
      .returning({ id: chapters.id });
    expect(await languageCount("arabic")).toBe(0);
    expect((await search(sports)).results[0]?.slug).not.toBe("league-extra");
    // Its pages drawn: counted at once (the catalog version moved with the readable chapter).
    await store.db
      .update(chapters)
      .set({ pipeline: "ready" })
      .where(eq(chapters.id, chapter?.id as string));
    expect(await languageCount("arabic")).toBe(1);
    // The latest sort reads its page by index with the counts kept: the new chapter leads.
    expect((await search(sports)).results[0]?.slug).toBe("league-extra");

    await store.db.update(comics).set({ state: "in_review" }).where(eq(comics.id, id));
    const after = await search(sports);
    expect(after.total).toBe(23);
    expect(after.results.map((r) => r.slug)).not.toContain("league-extra");
    expect(await languageCount("arabic")).toBe(0);
  });
});
