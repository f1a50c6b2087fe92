// A published chapter whose pages are still being drawn (as the demo catalog's are for minutes
// after a first `npm start`), over HTTP against the production build: no page links its reader,
// its comic's page says it is being prepared, and its reader answers 503 with Retry-After and says
// so too; once its pages are drawn, every page links it and the reader opens it. Written into the
// stopped server's database, then queued as the site queues a chapter (as comicsPages.test.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { fromPglite, PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapters, comics, notifications } from "../src/server/db/comics";
import { makePdf, poll, uploads, withDatabase } from "./comics";
import { addComic, addUser, openStore } from "./comicsStore";
import { newDataDir, type RunningServer, startServer, storeEnv } from "./server";

const PASSWORD = "Secret123!";
/** The state as a page shows it (the catalogs' own text is in the page's data too). */
const preparing = { en: ">Being prepared<", ar: ">قيد التجهيز<" };

describe("a published chapter whose pages are being drawn", () => {
  const dataDir = newDataDir();
  // Its database named outright: `openStore` has made it already (on PostgreSQL).
  const start = () => startServer({ ...storeEnv(dataDir), SEED_DEMO: "0" });
  let server: RunningServer | undefined;
  let slug = "";
  let chapterId = "";
  let translatorId = "";
  let cookie = "";

  const get = async (path: string) => {
    const response = await fetch(`${server?.url}${path}`, { headers: { cookie } });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };
  /** A link to the chapter's reader, in either language's address. */
  const readerLink = (locale: "en" | "ar") => new RegExp(`href="/${locale}/comics/${slug}/1[?"]`);
  /** The pages that link chapters for visitors (and the reader's notifications). */
  const pages = (locale: "en" | "ar") => [
    `/${locale}/comics/${slug}`,
    `/${locale}/comics`,
    `/${locale}/comics/search?q=${encodeURIComponent("Lantern Tales")}`,
    `/${locale}/translators/${translatorId}`,
    `/${locale}/notifications`,
  ];

  beforeAll(async () => {
    const store = await openStore(dataDir);
    try {
      translatorId = await addUser(store.db, {
        email: "huda@example.com",
        name: "Huda Translator",
        role: "translator",
      });
      const comicId = await addComic(store.db, { name: "Lantern Tales" });
      const [comic] = await store.db
        .select({ slug: comics.slug })
        .from(comics)
        .where(eq(comics.id, comicId));
      slug = comic?.slug ?? "";
      const pdf = await makePdf(1);
      const [chapter] = await store.db
        .insert(chapters)
        .values({
          comicId,
          number: 1,
          title: "The first lantern",
          language: "arabic",
          translatorId,
          pdfSize: pdf.byteLength,
          state: "published",
          pipeline: "pending",
          publishedAt: new Date(),
        })
        .returning({ id: chapters.id });
      chapterId = chapter?.id ?? "";
      const pdfKey = `pdf/${chapterId}.pdf`;
      await store.db.update(chapters).set({ pdfKey }).where(eq(chapters.id, chapterId));
      mkdirSync(uploads(dataDir, "pdf"), { recursive: true });
      writeFileSync(uploads(dataDir, pdfKey), pdf);
      // A follower told of it, as the review console tells followers.
      const readerId = await addUser(store.db, { email: "sara@example.com", password: PASSWORD });
      await store.db.insert(notifications).values({
        userId: readerId,
        kind: "chapterPublished",
        comicId,
        chapterId,
        data: { number: 1, language: "arabic" },
      });
    } finally {
      await store.close();
    }
    server = await start();
    const signedIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: "sara@example.com", password: PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    cookie =
      signedIn.headers
        .getSetCookie()
        .find((one) => one.includes("session_token="))
        ?.split(";")[0] ?? "";
  }, 120_000);
  afterAll(() => server?.stop());

  it("is linked from no page; its comic's page says it is being prepared", async () => {
    for (const locale of ["en", "ar"] as const) {
      for (const path of pages(locale)) {
        const page = await get(path);
        expect(page.status, path).toBe(200);
        expect(page.html, path).not.toMatch(readerLink(locale));
      }
    }
    expect((await get(`/en/comics/${slug}`)).html).toContain(preparing.en);
    expect((await get(`/ar/comics/${slug}`)).html).toContain(preparing.ar);
    expect((await get("/en/notifications")).html).toContain(preparing.en);
  });

  it("its reader answers 503 with Retry-After, says so, and offers the PDF", async () => {
    const english = await get(`/en/comics/${slug}/1?lang=arabic`);
    expect(english.status).toBe(503);
    expect(Number(english.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(english.html).toContain("<span>This chapter&#x27;s pages are being prepared.");
    expect(english.html).toContain(`href="/media/pdf/${chapterId}"`);
    const arabic = await get(`/ar/comics/${slug}/1`);
    expect(arabic.status).toBe(503);
    expect(arabic.html).toContain("<span>نُجهّز صفحات هذا الفصل الآن");
  });

  it(
    "once its pages are drawn, every page links it and the reader opens it",
    async () => {
      await server?.stop();
      server = undefined;
      // Queued as `enqueueChapterPages` does, into the stopped server's database.
      await withDatabase(dataDir, async (db) => {
        const { DATABASE_URL: url } = storeEnv(dataDir);
        const boss = new PgBoss({
          ...(url
            ? { connectionString: url, max: 1 }
            : { db: fromPglite(db as PGlite), backend: "pglite" as const }),
          supervise: false,
          schedule: false,
        });
        await boss.start();
        await boss.send("chapter-pages", { chapterId }, { singletonKey: chapterId });
        await boss.stop({ graceful: false });
      });
      server = await start();
      await poll(
        async () => ((await get(`/ar/comics/${slug}/1`)).status === 200 ? true : undefined),
        5 * 60_000,
        "the chapter's reader",
      );
      for (const locale of ["en", "ar"] as const) {
        for (const path of pages(locale)) {
          expect((await get(path)).html, path).toMatch(readerLink(locale));
        }
      }
      expect((await get(`/en/comics/${slug}`)).html).not.toContain(preparing.en);
    },
    8 * 60_000,
  );
});
