// A translator's uploads over HTTP, on the production build (/api/comics/upload/*): who may upload,
// the shared schema's field errors in the uploader's language, files checked by their bytes as they
// stream in (nothing of a refused one kept), a comic and a chapter stored `received`, the chapter's
// pages made by the pipeline and served to its translator only until it is published.

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesUnder, makePdf, poll, uploads, withDatabase } from "./comics";
import { addComic, addUser, openStore } from "./comicsStore";
import { newDataDir, type RunningServer, startServer, storeEnv } from "./server";

const PASSWORD = "Secret123!";
const people = ["translator", "rival", "reader", "reviewer"] as const;
type Who = (typeof people)[number];

const png = () =>
  sharp({ create: { width: 60, height: 90, channels: 3, background: "#c7ab7b" } })
    .png()
    .toBuffer();

describe("comic and chapter uploads", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  const cookies: Record<Who, string> = { translator: "", rival: "", reader: "", reviewer: "" };
  const ids = { translator: "", rival: "", rivalComic: "", comic: "", chapter: "" };
  let cover: Buffer;
  let pdf: Uint8Array;

  const send = (path: string, form: FormData, as?: Who, locale = "en") =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: {
        origin: server.url,
        referer: `${server.url}/${locale}/upload/comic`,
        "x-forwarded-for": `198.51.100.${as ? people.indexOf(as) + 1 : 99}`,
        ...(as ? { cookie: cookies[as] } : {}),
      },
      body: form,
    });
  const get = (path: string, as?: Who) =>
    fetch(`${server.url}${path}`, {
      headers: as ? { cookie: cookies[as] } : {},
      redirect: "manual",
    });

  const comicForm = (fields: Record<string, string | Blob> = {}) => {
    const form = new FormData();
    const values: Record<string, string | Blob> = {
      seriesName: "The Salt Road",
      otherName: "",
      description: "Caravans cross the desert.",
      publisher: "Dar Al-Qafila",
      genre: "adventure",
      artist: "Huda Salem",
      writer: "Sami Nasser",
      direction: "rtl",
      originalLanguage: "english",
      translationLanguage: "arabic",
      translatedName: "طريق الملح",
      status: "ongoing",
      ...fields,
    };
    for (const [key, value] of Object.entries(values)) {
      if (value instanceof Blob) form.set(key, value, key === "cover" ? "cover.png" : "x.pdf");
      else form.set(key, value);
    }
    if (!("cover" in fields)) form.set("cover", new Blob([new Uint8Array(cover)]), "cover.png");
    return form;
  };
  const chapterForm = (fields: Record<string, string> = {}, file?: [Blob, string] | null) => {
    const form = new FormData();
    const values = {
      comic: ids.comic,
      chapterNumber: "1",
      translationLanguage: "arabic",
      ...fields,
    };
    for (const [key, value] of Object.entries(values)) form.set(key, value);
    form.set("cover", new Blob([new Uint8Array(cover)]), "cover.png");
    if (file !== null) {
      const [blob, name] = file ?? [new Blob([new Uint8Array(pdf)]), "chapter-1.pdf"];
      form.set("pdf", blob, name);
    }
    return form;
  };

  beforeAll(async () => {
    cover = await png();
    pdf = await makePdf(2);
    const store = await openStore(dataDir);
    try {
      for (const who of people) {
        const role = who === "rival" ? "translator" : who;
        const id = await addUser(store.db, {
          email: `${who}@example.com`,
          role,
          password: PASSWORD,
        });
        if (who === "translator" || who === "rival") ids[who] = id;
      }
      ids.rivalComic = await addComic(store.db, {
        name: "Rival Tales",
        state: "received",
        uploaderId: ids.rival,
      });
    } finally {
      await store.close();
    }
    server = await startServer({ ...storeEnv(dataDir), SEED_DEMO: "0", TRUST_PROXY: "1" });
    for (const [i, who] of people.entries()) {
      const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          origin: server.url,
          "content-type": "application/json",
          "x-forwarded-for": `203.0.113.${i + 1}`,
        },
        body: JSON.stringify({ email: `${who}@example.com`, password: PASSWORD }),
      });
      expect(response.status).toBe(200);
      cookies[who] =
        response.headers
          .getSetCookie()
          .find((cookie) => cookie.includes("session_token="))
          ?.split(";")[0] ?? "";
    }
  }, 120_000);
  afterAll(() => server?.stop());

  it("sends a visitor to log in, gives a reader 403 and a translator the forms", async () => {
    for (const path of ["/en/upload/comic", "/ar/upload/chapter"]) {
      const visitor = await get(path);
      expect(visitor.status).toBeGreaterThanOrEqual(300);
      expect(visitor.status).toBeLessThan(400);
      expect(visitor.headers.get("location")).toBe(
        `${path.slice(0, 3)}/login?next=${encodeURIComponent(path)}`,
      );
      expect((await get(path, "reader")).status).toBe(403);
      expect((await get(path, "reviewer")).status).toBe(403);
    }
    const comic = await get("/en/upload/comic", "translator");
    expect(comic.status).toBe(200);
    expect(await comic.text()).toContain("Upload a comic");
    const chapter = await get("/ar/upload/chapter", "translator");
    expect(chapter.status).toBe(200);
    expect(await chapter.text()).toContain("رفع فصل");
  });

  it.each([
    [undefined, 401],
    ["reader", 403],
    ["reviewer", 403],
  ] as const)("refuses the upload endpoints to %s (%i)", async (who, status) => {
    expect((await send("/api/comics/upload/comic", comicForm(), who)).status).toBe(status);
    expect((await send("/api/comics/upload/chapter", chapterForm(), who)).status).toBe(status);
  });

  it("answers field errors in the uploader's language and stores nothing", async () => {
    const response = await send(
      "/api/comics/upload/comic",
      comicForm({
        seriesName: "",
        genre: "Adventure",
        description: "كلمة ".repeat(301),
        cover: new Blob(["MZ not an image"]),
      }),
      "translator",
      "ar",
    );
    expect(response.status).toBe(422);
    const answer = (await response.json()) as {
      fieldErrors: Record<string, string>;
      messages: Record<string, string>;
    };
    expect(answer.fieldErrors).toEqual({
      seriesName: "validation.required",
      genre: "validation.fieldInvalid",
      description: "validation.wordsMax",
      cover: "validation.fileType",
    });
    expect(answer.messages.seriesName).toMatch(/[\u0600-\u06ff]/);
    expect(filesUnder(dataDir, "covers")).toBe(0);
  });

  it("stores a comic as received, with its cover re-encoded", async () => {
    const response = await send("/api/comics/upload/comic", comicForm(), "translator");
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { ok: boolean; id: string };
    expect(answer.ok).toBe(true);
    ids.comic = answer.id;
    expect(filesUnder(dataDir, "covers")).toBe(1);
  });

  it("refuses a chapter whose PDF is not one, or of another's comic, keeping no file", async () => {
    const notPdf = await send(
      "/api/comics/upload/chapter",
      chapterForm({}, [new Blob([new Uint8Array(cover)]), "chapter.pdf"]),
      "translator",
    );
    expect(notPdf.status).toBe(422);
    expect(((await notPdf.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      pdf: "validation.fileType",
    });
    const polyglot = new TextEncoder().encode(
      `%PDF-1.4\n${"x".repeat(5000)}<html><script>alert(1)</script>\n%%EOF\n`,
    );
    const web = await send(
      "/api/comics/upload/chapter",
      chapterForm({}, [new Blob([polyglot]), "chapter.pdf"]),
      "translator",
    );
    expect(((await web.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      pdf: "validation.fileType",
    });
    const missing = await send("/api/comics/upload/chapter", chapterForm({}, null), "translator");
    expect(((await missing.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      pdf: "validation.required",
    });
    for (const comic of [ids.rivalComic, "00000000-0000-4000-8000-000000000000", "../x"]) {
      const other = await send("/api/comics/upload/chapter", chapterForm({ comic }), "translator");
      expect(other.status).toBe(422);
      expect(((await other.json()) as { fieldErrors: object }).fieldErrors).toEqual({
        comic: "validation.fieldInvalid",
      });
    }
    expect(filesUnder(dataDir, "pdf")).toBe(0);
  });

  it("stores a chapter as received, makes its pages, and refuses the same number again", async () => {
    const response = await send("/api/comics/upload/chapter", chapterForm(), "translator");
    expect(response.status).toBe(201);
    ids.chapter = ((await response.json()) as { id: string }).id;
    expect(filesUnder(dataDir, "pdf")).toBe(1);

    const again = await send("/api/comics/upload/chapter", chapterForm(), "translator", "ar");
    expect(again.status).toBe(422);
    const answer = (await again.json()) as {
      fieldErrors: object;
      messages: Record<string, string>;
    };
    expect(answer.fieldErrors).toEqual({ chapterNumber: "comics.upload.chapterExists" });
    expect(answer.messages.chapterNumber).toBe("هذا الفصل موجود مسبقاً بهذه اللغة.");
    // Another language is another chapter.
    const english = await send(
      "/api/comics/upload/chapter",
      chapterForm({ translationLanguage: "english" }),
      "translator",
    );
    expect(english.status).toBe(201);
    expect(filesUnder(dataDir, "pdf")).toBe(2);

    // The pipeline draws its two pages at two widths.
    await poll(
      () => (filesUnder(dataDir, `pages/${ids.chapter}`) === 4 ? true : undefined),
      90_000,
      "the chapter's pages",
    );
  }, 120_000);

  it("serves an unpublished chapter's pages and PDF to its translator and reviewers only", async () => {
    const { readdirSync } = await import("node:fs");
    const [file] = readdirSync(uploads(dataDir, "pages", ids.chapter));
    const key = `pages/${ids.chapter}/${file}`;
    // Not through the public, cached-for-good address, to anyone.
    expect((await get(`/media/${key}`, "translator")).status).toBe(404);
    expect((await get(`/media/${key}`)).status).toBe(404);
    for (const [who, status] of [
      ["translator", 200],
      ["reviewer", 200],
      ["rival", 404],
      ["reader", 404],
      [undefined, 404],
    ] as const) {
      const page = await get(`/media/private/${key}`, who);
      expect(page.status, `${who} page`).toBe(status);
      if (status === 200) expect(page.headers.get("cache-control")).toBe("private, no-store");
      const download = await get(`/media/pdf/${ids.chapter}`, who);
      expect(download.status, `${who} pdf`).toBe(status);
      await download.body?.cancel();
    }
  });

  it("kept what was stored: the comic, its publisher, the chapters received", async () => {
    if (!process.env.DATABASE_URL) await server.stop();
    await withDatabase(dataDir, async (db) => {
      const { rows: comics } = await db.query<Record<string, unknown>>(
        "select c.state, c.genres, c.direction, c.uploader_id, p.name as publisher from comics c join publishers p on p.id = c.publisher_id where c.id = $1",
        [ids.comic],
      );
      expect(comics).toEqual([
        {
          state: "received",
          genres: ["adventure"],
          direction: "rtl",
          uploader_id: ids.translator,
          publisher: "Dar Al-Qafila",
        },
      ]);
      const { rows: chapters } = await db.query<Record<string, unknown>>(
        "select state, language, number, translator_id, pdf_key, revision_of from chapters where comic_id = $1 order by language",
        [ids.comic],
      );
      expect(chapters).toHaveLength(2);
      expect(chapters[0]).toMatchObject({
        state: "received",
        language: "arabic",
        number: 1,
        translator_id: ids.translator,
        pdf_key: `pdf/${ids.chapter}.pdf`,
        revision_of: null,
      });
    });
  });
});
