// The page pipeline's queue against the production build: an uploaded chapter is drawn at once on
// an idle server (its job's NOTIFY wakes a worker that would otherwise look again only after 30 s),
// and two chapters are drawn at the same time when PAGES_CONCURRENCY allows two.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesUnder, makePdf, poll } from "./comics";
import { addComic, addUser, openStore } from "./comicsStore";
import { newDataDir, type RunningServer, startServer, storeEnv } from "./server";

const PASSWORD = "Secret123!";
/**
 * A worker on an idle server looks for jobs every 30 s: a first page stored within this (the
 * worker thread started, the page drawn, encoded and stored) is the NOTIFY's doing.
 */
const START_WITHIN_MS = 5_000;

describe("the page pipeline's queue", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  let cookie = "";
  let comicId = "";
  let cover: Buffer;
  let chapterNumber = 0;

  /** Uploads a chapter of `pdf`; resolves with its id once the upload has answered. */
  async function upload(pdf: Uint8Array): Promise<string> {
    chapterNumber += 1;
    const form = new FormData();
    form.set("comic", comicId);
    form.set("chapterNumber", String(chapterNumber));
    form.set("translationLanguage", "arabic");
    form.set("cover", new Blob([new Uint8Array(cover)]), "cover.png");
    form.set("pdf", new Blob([new Uint8Array(pdf)]), `chapter-${chapterNumber}.pdf`);
    const response = await fetch(`${server.url}/api/comics/upload/chapter`, {
      method: "POST",
      headers: { origin: server.url, referer: `${server.url}/en/upload/chapter`, cookie },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }
  /** Its page images stored so far: two a page. */
  const images = (chapterId: string) => filesUnder(dataDir, `pages/${chapterId}`, ".webp");

  beforeAll(async () => {
    cover = await sharp({
      create: { width: 60, height: 90, channels: 3, background: "#c7ab7b" },
    })
      .png()
      .toBuffer();
    const store = await openStore(dataDir);
    try {
      const translator = await addUser(store.db, {
        email: "translator@example.com",
        role: "translator",
        password: PASSWORD,
      });
      comicId = await addComic(store.db, {
        name: "Queue Tales",
        state: "received",
        uploaderId: translator,
      });
    } finally {
      await store.close();
    }
    server = await startServer({ ...storeEnv(dataDir), SEED_DEMO: "0", PAGES_CONCURRENCY: "2" });
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ email: "translator@example.com", password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    cookie =
      signIn.headers
        .getSetCookie()
        .find((one) => one.includes("session_token="))
        ?.split(";")[0] ?? "";
  }, 120_000);
  afterAll(() => server?.stop());

  it("starts drawing a chapter uploaded on an idle server at once", async () => {
    const pdf = await makePdf(3);
    // Twice: the second on a server idle again after a chapter, its workers past their last look.
    for (const round of [1, 2]) {
      const id = await upload(pdf);
      const answered = Date.now();
      await poll(
        () => (images(id) > 0 ? true : undefined),
        60_000,
        `chapter ${round}'s first page`,
      );
      expect(Date.now() - answered, `round ${round}`).toBeLessThan(START_WITHIN_MS);
      await poll(() => (images(id) === 6 ? true : undefined), 60_000, `chapter ${round}'s pages`);
    }
  }, 180_000);

  it("draws two chapters at the same time", async () => {
    // Long enough that one drawn after the other would be done before the other starts.
    const pages = 12;
    const pdf = await makePdf(pages);
    const first = await upload(pdf);
    const second = await upload(pdf);
    const drawing = (id: string) => images(id) > 0 && images(id) < 2 * pages;
    await poll(
      () => (drawing(first) && drawing(second) ? true : undefined),
      120_000,
      "both chapters being drawn",
    );
    await poll(
      () => (images(first) === 2 * pages && images(second) === 2 * pages ? true : undefined),
      180_000,
      "both chapters' pages",
    );
  }, 300_000);
});
