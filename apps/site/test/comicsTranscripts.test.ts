// Page transcripts (issue #35) over HTTP, on the production build: typed at upload (pages ended by
// `---`, those past the PDF's pages dropped once it is drawn), written page by page by the
// chapter's translator only (/api/comics/transcript), seen by the reviewing team beside each page,
// then, once published, each page's description in the reader and found by search, pointing to
// the page.

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comics } from "../src/server/db/comics";
import { makePdf, poll } from "./comics";
import { addComic, addUser, openStore } from "./comicsStore";
import { outbox, until } from "./mail";
import { signIn } from "./roles";
import { newDataDir, type RunningServer, startServer, storeEnv } from "./server";

const PASSWORD = "Secret123!";
const people = ["translator", "rival", "reader", "reviewer"] as const;
type Who = (typeof people)[number];

/** What a page's words are in this suite: rare enough for search to find them alone. */
const PAGE_ONE = "Caption: The market at dawn.\nSalma: Follow the quartermaster's lantern!";
const PAGE_TWO = "Jad: Which lantern?\nSound: CRACK!";

/** A textarea's text as React escapes it in HTML. */
const fromHtml = (html: string) =>
  html
    .replace(/^\n/, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

describe("page transcripts", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  const cookies: Record<Who, string> = { translator: "", rival: "", reader: "", reviewer: "" };
  let comicId = "";
  let slug = "";
  let chapterId = "";

  const headers = (as?: Who, locale = "en") => ({
    origin: server.url,
    referer: `${server.url}/${locale}/account/my-work`,
    "x-forwarded-for": `198.51.100.${as ? people.indexOf(as) + 1 : 99}`,
    ...(as ? { cookie: cookies[as] } : {}),
  });
  const get = (path: string, as?: Who) =>
    fetch(`${server.url}${path}`, { headers: headers(as), redirect: "manual" });
  const save = (body: Record<string, unknown>, as?: Who, locale = "en") =>
    fetch(`${server.url}/api/comics/transcript`, {
      method: "POST",
      headers: { ...headers(as, locale), "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  /**
   * The chapter's transcripts as its translator's page shows them (each page's form, as saved):
   * [page, text] of the pages that have one; `null` while the pages are being drawn. Through the
   * site: the embedded database is the running server's alone.
   */
  const transcripts = async (): Promise<[number, string][] | null> => {
    const html = await (await get(`/en/account/transcripts/${chapterId}`, "translator")).text();
    const forms = [
      ...html.matchAll(/<textarea[^>]*id="transcript-(\d+)-transcript"[^>]*>([^<]*)<\/textarea>/g),
    ];
    if (forms.length === 0) return null;
    return forms
      .map(([, page, text]): [number, string] => [Number(page), fromHtml(text ?? "")])
      .filter(([, text]) => text !== "");
  };

  beforeAll(async () => {
    const store = await openStore(dataDir);
    try {
      const ids: Partial<Record<Who, string>> = {};
      for (const who of people) {
        ids[who] = await addUser(store.db, {
          email: `${who}@example.com`,
          role: who === "rival" ? "translator" : who,
          password: PASSWORD,
        });
      }
      comicId = await addComic(store.db, { name: "Lantern Market", uploaderId: ids.translator });
      const [comic] = await store.db
        .select({ slug: comics.slug })
        .from(comics)
        .where(eq(comics.id, comicId));
      slug = comic?.slug ?? "";
    } finally {
      await store.close();
    }
    server = await startServer({ ...storeEnv(dataDir), SEED_DEMO: "0", TRUST_PROXY: "1" });
    Object.assign(
      cookies,
      await signIn(
        server.url,
        Object.fromEntries(people.map((who) => [who, `${who}@example.com`])) as Record<Who, string>,
        PASSWORD,
      ),
    );
  }, 120_000);
  afterAll(() => server?.stop());

  it("keeps the transcripts typed at upload, dropping those of pages the PDF has not", async () => {
    const cover = await sharp({
      create: { width: 60, height: 90, channels: 3, background: "#c7ab7b" },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("comic", comicId);
    form.set("chapterNumber", "1");
    form.set("translationLanguage", "english");
    // Windows line ends, a page left blank and a page the two-page PDF does not have.
    form.set("transcripts", `${PAGE_ONE.replace(/\n/g, "\r\n")}\r\n---\r\n\r\n---\r\nNo page.`);
    form.set("cover", new Blob([new Uint8Array(cover)]), "cover.png");
    form.set("pdf", new Blob([new Uint8Array(await makePdf(2))]), "chapter-1.pdf");
    const response = await fetch(`${server.url}/api/comics/upload/chapter`, {
      method: "POST",
      headers: headers("translator"),
      body: form,
    });
    expect(response.status).toBe(201);
    chapterId = ((await response.json()) as { id: string }).id;
    // Drawn: a form for each of its two pages; page 3's transcript describes no page and went,
    // page 1's stays as typed.
    const kept = await poll(async () => (await transcripts()) ?? undefined, 90_000, "the pages");
    expect(kept).toEqual([[1, PAGE_ONE]]);
    const html = await (await get(`/en/account/transcripts/${chapterId}`, "translator")).text();
    expect(html).not.toContain("transcript-3-transcript");
  }, 120_000);

  it("lets the chapter's translator alone write a page's transcript", async () => {
    const body = { chapterId, page: 2, transcript: PAGE_TWO };
    expect((await save(body)).status).toBe(401);
    expect((await save(body, "reader")).status).toBe(403);
    expect((await save(body, "reviewer")).status).toBe(403);
    // Another translator: not theirs.
    expect((await save(body, "rival")).status).toBe(403);
    expect(await transcripts()).toEqual([[1, PAGE_ONE]]);

    const saved = await save(body, "translator");
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ok: true, page: 2, saved: true });
    expect(await transcripts()).toEqual([
      [1, PAGE_ONE],
      [2, PAGE_TWO],
    ]);
  });

  it("refuses a page the chapter has not, a text too long or a malformed body, keeping all", async () => {
    expect((await save({ chapterId, page: 3, transcript: "x" }, "translator")).status).toBe(404);
    const long = await save(
      { chapterId, page: 2, transcript: "ا".repeat(4001) },
      "translator",
      "ar",
    );
    expect(long.status).toBe(422);
    const answer = (await long.json()) as { fieldErrors: object; messages: { transcript: string } };
    expect(answer.fieldErrors).toEqual({ transcript: "validation.max" });
    expect(answer.messages.transcript).toMatch(/[\u0600-\u06ff]/);
    for (const body of [
      { chapterId: "not-a-uuid", page: 1, transcript: "x" },
      { chapterId, page: 0, transcript: "x" },
      { chapterId, page: "1; drop table", transcript: "x" },
      { chapterId, page: 1, transcript: { $ne: null } },
    ]) {
      expect((await save(body, "translator")).status).toBe(422);
    }
    expect(await transcripts()).toEqual([
      [1, PAGE_ONE],
      [2, PAGE_TWO],
    ]);
  });

  it("gives the translator a form per page, and the chapter's count in their work", async () => {
    const page = await get(`/en/account/transcripts/${chapterId}`, "translator");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Transcript of page 1");
    expect(html).toContain("Transcript of page 2");
    expect(html).toContain("Follow the quartermaster");
    // Another translator's chapter is not found; a reader is refused the page.
    expect((await get(`/en/account/transcripts/${chapterId}`, "rival")).status).toBe(404);
    expect((await get(`/en/account/transcripts/${chapterId}`, "reader")).status).toBe(403);
    expect((await get("/en/account/transcripts/not-a-chapter", "translator")).status).toBe(404);
    const work = await (await get("/en/account/my-work", "translator")).text();
    expect(work).toContain("Transcripts: 2 of 2 pages");
    expect(work).toContain(`/en/account/transcripts/${chapterId}`);
  });

  it("shows the reviewing team each page's transcript; emptied, a page has none again", async () => {
    const opened = await get(
      `/en/review?section=submissions&kind=chapter&id=${chapterId}`,
      "reviewer",
    );
    expect(opened.status).toBe(200);
    const html = await opened.text();
    expect(html).toContain("2 of 2 pages");
    expect(html).toContain("Which lantern?");

    expect((await save({ chapterId, page: 2, transcript: "  " }, "translator")).status).toBe(200);
    expect(await transcripts()).toEqual([[1, PAGE_ONE]]);
    expect((await save({ chapterId, page: 2, transcript: PAGE_TWO }, "translator")).status).toBe(
      200,
    );
  });

  it("lets the reviewing team ask the translator for the transcripts a chapter lacks", async () => {
    const ask = (as: Who) =>
      fetch(`${server.url}/api/review/submissions/transcripts`, {
        method: "POST",
        headers: { ...headers(as), "content-type": "application/json" },
        body: JSON.stringify({ id: chapterId }),
      });
    expect((await save({ chapterId, page: 2, transcript: "" }, "translator")).status).toBe(200);
    expect((await ask("translator")).status).toBe(403);
    const asked = await ask("reviewer");
    expect(asked.status).toBe(200);
    const { requestedAt } = (await asked.json()) as { requestedAt: string };
    expect(Date.parse(requestedAt)).not.toBeNaN();

    // Told in the site, with a link to the chapter's transcripts, and by e-mail.
    const notices = await (await get("/en/notifications", "translator")).text();
    expect(notices).toContain("The reviewing team asks for the transcripts of chapter 1");
    expect(notices).toContain(`/en/account/transcripts/${chapterId}`);
    const mail = await until(() =>
      outbox(dataDir).find(
        (m) => m.to.includes("translator@example.com") && /Transcripts/.test(m.subject),
      ),
    );
    expect(mail.subject).toBe("Transcripts asked for: Lantern Market, chapter 1");
    expect(mail.text).toContain(`/en/account/transcripts/${chapterId}`);
    // The console says when; the audit log has it.
    const opened = await (
      await get(`/en/review?section=submissions&kind=chapter&id=${chapterId}`, "reviewer")
    ).text();
    expect(opened).toContain("Transcripts asked for");
    expect(opened).toContain("Ask for transcripts again");
    const log = await (await get("/en/review?section=log", "reviewer")).text();
    expect(log).toContain("Asked for transcripts");

    // Every page transcribed: nothing left to ask for, said in the reviewer's language.
    expect((await save({ chapterId, page: 2, transcript: PAGE_TWO }, "translator")).status).toBe(
      200,
    );
    const again = await fetch(`${server.url}/api/review/submissions/transcripts`, {
      method: "POST",
      headers: {
        ...headers("reviewer", "ar"),
        "content-type": "application/json",
        "accept-language": "ar",
      },
      body: JSON.stringify({ id: chapterId }),
    });
    expect(again.status).toBe(409);
    expect(JSON.stringify(await again.json())).toContain(
      "لكل صفحات هذا الفصل نصوصها المكتوبة بالفعل",
    );
  });

  it("once published, describes each page in the reader and is found by search", async () => {
    const decided = await fetch(`${server.url}/api/review/submissions/decide`, {
      method: "POST",
      headers: { ...headers("reviewer"), "content-type": "application/json" },
      body: JSON.stringify({ kind: "chapter", id: chapterId, decision: "approve" }),
    });
    expect(decided.status).toBe(200);
    const reader = await get(`/en/comics/${slug}/1`);
    expect(reader.status).toBe(200);
    const html = await reader.text();
    expect(html).toContain("Follow the quartermaster");
    expect(html).toMatch(/aria-describedby="[^"]+-text-1"/);
    // The comic's page says the chapter has them (both its pages do).
    const comic = await (await get(`/en/comics/${slug}`)).text();
    expect(comic).toContain(">Transcripts<");

    // A word of page 2 only, in another form ("lanterns"): the page, with its line quoted.
    const found = await (await get("/en/comics/search?q=lanterns%20crack")).text();
    expect(found).toContain("In the pages");
    expect(found).toContain(`/en/comics/${slug}/1?page=2`);
    expect(found).toContain("Jad: Which lantern?");
    // The reader opens at the page a search points to.
    const atPage = await (await get(`/en/comics/${slug}/1?page=2`)).text();
    expect(atPage).toContain("2 / 2");
    // Nothing in any page: no such section.
    const none = await (await get("/en/comics/search?q=zeppelin")).text();
    expect(none).not.toContain("In the pages");
  });
});
