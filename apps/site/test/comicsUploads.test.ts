// A translator's uploads and their review over HTTP, on the production build: who may upload
// (/api/comics/upload/*), the shared schema's field errors in the uploader's language, files checked
// by their bytes as they stream in (nothing of a refused one kept), a comic and a chapter stored
// `received`, the chapter's pages made by the pipeline and served to its translator and reviewers
// only until published; then the console's queue, opening (`in_review`), approve and reject with
// a reason (/api/review/submissions/decide), the uploader's mails and the followers' notification.

import { readdirSync } from "node:fs";
import { Agent } from "node:http";
import { CHAPTER_MAX_PAGES, FORM_ERROR } from "@rawafed/forms/schemas";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  awkwardChapterPdf,
  blankPdf,
  brokenPdfs,
  ownerPasswordPdf,
} from "../src/server/comics/pages/testPdf";
import { users } from "../src/server/db/accounts";
import { follows } from "../src/server/db/comics";
import { filesUnder, makePdf, poll, uploads, withDatabase } from "./comics";
import { addComic, addUser, openStore } from "./comicsStore";
import { getThrough, postHeldUntilAnswered } from "./forms";
import { outbox } from "./mail";
import { signIn } from "./roles";
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
  const ids = {
    translator: "",
    rival: "",
    reader: "",
    rivalComic: "",
    comic: "",
    chapter: "",
    english: "",
    revision: "",
  };
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
        if (who === "translator" || who === "rival" || who === "reader") ids[who] = id;
      }
      // The translator reads their mails in Arabic; the reader follows them.
      await store.db.update(users).set({ locale: "ar" }).where(eq(users.id, ids.translator));
      await store.db
        .insert(follows)
        .values({ userId: ids.reader, target: "translator", targetId: ids.translator });
      ids.rivalComic = await addComic(store.db, {
        name: "Rival Tales",
        state: "received",
        uploaderId: ids.rival,
      });
    } finally {
      await store.close();
    }
    // Small bodies must arrive within 2 s here: an upload is not held to that (see below).
    server = await startServer({
      ...storeEnv(dataDir),
      SEED_DEMO: "0",
      TRUST_PROXY: "1",
      BODY_TIMEOUT: "2",
    });
    // Each from an address of their own; the reviewer with their app's code.
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

  it("refuses a body with more files than the form has (400) while it is still sent, and keeps serving", async () => {
    const form = comicForm();
    for (const name of ["extra", "more", "again"]) {
      form.set(name, new Blob([new Uint8Array(256 * 1024)]), `${name}.bin`);
    }
    // The client holds the rest of the body until it has the answer: the server must answer a
    // form past its limits at once, then read the rest, and keep the connection for what follows.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const response = await postHeldUntilAnswered(
      `${server.url}/api/comics/upload/comic`,
      form,
      'name="more"',
      {
        origin: server.url,
        referer: `${server.url}/en/upload/comic`,
        "x-forwarded-for": `198.51.100.${people.indexOf("translator") + 1}`,
        cookie: cookies.translator,
      },
      agent,
    );
    expect(response.status).toBe(400);
    expect((response.json() as { fieldErrors: object }).fieldErrors).toEqual({
      [FORM_ERROR]: "validation.fieldInvalid",
    });
    expect(await getThrough(`${server.url}/healthz`, agent)).toEqual({ status: 200, reused: true });
    agent.destroy();
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
    // It starts as a PDF does, and is a web page: pdf.js cannot open it as a PDF.
    const polyglot = new TextEncoder().encode(
      `%PDF-1.4\n${"x".repeat(5000)}<html><script>alert(1)</script>\n%%EOF\n`,
    );
    const web = await send(
      "/api/comics/upload/chapter",
      chapterForm({}, [new Blob([polyglot]), "chapter.pdf"]),
      "translator",
    );
    expect(((await web.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      pdf: "validation.pdfDamaged",
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

  it("refuses at once a PDF the pipeline could not draw, naming why, keeping no file", async () => {
    const cases = [
      [brokenPdfs.noPages, "validation.pdfNoPages"],
      [brokenPdfs.truncated, "validation.pdfDamaged"],
      [brokenPdfs.protected, "validation.pdfProtected"],
      [brokenPdfs.pageTooLong, "validation.pdfPageTooLong"],
      // At the real limit: tiny pages, one more than a chapter may have.
      [() => blankPdf(CHAPTER_MAX_PAGES + 1), "validation.pdfTooManyPages"],
    ] as const;
    for (const [make, id] of cases) {
      // The rival's own comic: their uploads have a rate limit of their own.
      const form = chapterForm({ comic: ids.rivalComic, chapterNumber: "9" }, [
        new Blob([await make()]),
        "chapter-9.pdf",
      ]);
      const refused = await send("/api/comics/upload/chapter", form, "rival", "ar");
      expect(refused.status, id).toBe(422);
      const answer = (await refused.json()) as {
        fieldErrors: object;
        messages: Record<string, string>;
      };
      // Its own message, on the PDF field alone: every other field was fine.
      expect(answer.fieldErrors, id).toEqual({ pdf: id });
      expect(answer.messages.pdf, id).toMatch(/[\u0600-\u06ff]/);
      if (id === "validation.pdfTooManyPages") {
        expect(answer.messages.pdf).toContain(String(CHAPTER_MAX_PAGES));
      }
    }
    expect(filesUnder(dataDir, "pdf")).toBe(0);
  }, 60_000);

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
    ids.english = ((await english.json()) as { id: string }).id;
    expect(filesUnder(dataDir, "pdf")).toBe(2);

    // The pipeline draws its two pages at two widths.
    await poll(
      () => (filesUnder(dataDir, `pages/${ids.chapter}`, ".webp") === 4 ? true : undefined),
      90_000,
      "the chapter's pages",
    );
    await poll(
      () => (filesUnder(dataDir, `pages/${ids.english}`, ".webp") === 4 ? true : undefined),
      90_000,
      "the English chapter's pages",
    );
  }, 200_000);

  it("serves an unpublished chapter's pages and PDF to its translator and reviewers only", async () => {
    const [file] = readdirSync(uploads(dataDir, "pages", ids.chapter)).filter((name) =>
      name.endsWith(".webp"),
    );
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
      if (status === 200) {
        // As my-work links it: only ever a download, sandboxed and unsniffed (markup inside a PDF
        // is not checked at upload, so this is what keeps it from running).
        expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename=/);
        expect(download.headers.get("content-security-policy")).toMatch(/\bsandbox\b/);
        expect(download.headers.get("x-content-type-options")).toBe("nosniff");
        expect(download.headers.get("content-type")).toBe("application/pdf");
      }
      await download.body?.cancel();
    }
  });

  const decide = (body: Record<string, unknown>, as?: Who, locale = "en") =>
    fetch(`${server.url}/api/review/submissions/decide`, {
      method: "POST",
      headers: {
        origin: server.url,
        referer: `${server.url}/${locale}/review`,
        "content-type": "application/json",
        "x-forwarded-for": `198.51.100.${as ? people.indexOf(as) + 1 : 99}`,
        ...(as ? { cookie: cookies[as] } : {}),
      },
      body: JSON.stringify(body),
    });
  const pageKeys = (chapterId: string) => {
    // The WebP a page's address names (its AVIF, once made, is served from the same address).
    return readdirSync(uploads(dataDir, "pages", chapterId))
      .filter((file) => file.endsWith(".webp"))
      .map((file) => `pages/${chapterId}/${file}`);
  };

  it("refuses the decisions to a visitor (401), a reader and a translator (403)", async () => {
    const body = { kind: "chapter", id: ids.chapter, decision: "approve" };
    expect((await decide(body)).status).toBe(401);
    expect((await decide(body, "reader")).status).toBe(403);
    expect((await decide(body, "translator")).status).toBe(403);
    const queue = await get("/en/review?section=submissions", "translator");
    expect(queue.status).toBe(403);
  });

  it("queues the uploads for the team; opening one puts it in review with its pages", async () => {
    const queue = await get("/en/review?section=submissions", "reviewer");
    expect(queue.status).toBe(200);
    const html = await queue.text();
    expect(html).toContain("The Salt Road, chapter 1");
    expect(html).toContain("Received (2)");
    const opened = await get(
      `/en/review?section=submissions&kind=chapter&id=${ids.chapter}`,
      "reviewer",
    );
    const page = await opened.text();
    expect(page).toContain(`/media/private/pages/${ids.chapter}/`);
    expect(page).toContain("In review");
    const after = await (await get("/en/review?section=submissions", "reviewer")).text();
    expect(after).toContain("Received (1)");
    expect(after).toContain("In review (1)");
  });

  it("refuses a rejection without a reason, and a chapter before its comic", async () => {
    const noReason = await decide(
      { kind: "chapter", id: ids.chapter, decision: "reject", reason: "  " },
      "reviewer",
      "ar",
    );
    expect(noReason.status).toBe(422);
    const answer = (await noReason.json()) as { fieldErrors: object };
    expect(answer.fieldErrors).toEqual({ reason: "validation.required" });
    const early = await decide(
      { kind: "chapter", id: ids.chapter, decision: "approve" },
      "reviewer",
    );
    expect(early.status).toBe(409);
    expect(await early.text()).toContain("review.submissions.comicFirst");
    const unknown = await decide(
      { kind: "chapter", id: "00000000-0000-4000-8000-000000000000", decision: "approve" },
      "reviewer",
    );
    expect(unknown.status).toBe(404);
  });

  it("publishes the comic then the chapter; the follower is told, the uploader mailed", async () => {
    const comic = await decide({ kind: "comic", id: ids.comic, decision: "approve" }, "reviewer");
    expect(comic.status).toBe(200);
    const chapter = await decide(
      { kind: "chapter", id: ids.chapter, decision: "approve" },
      "reviewer",
    );
    expect(chapter.status).toBe(200);
    const again = await decide(
      { kind: "chapter", id: ids.chapter, decision: "reject", reason: "x" },
      "reviewer",
    );
    expect(again.status).toBe(409);

    // Its pages are public now, for good.
    const [key] = pageKeys(ids.chapter);
    const image = await get(`/media/${key}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("cache-control")).toContain("immutable");
    const notifications = await (await get("/en/notifications", "reader")).text();
    expect(notifications).toContain("New chapter 1");

    const mails = await poll(
      () => {
        const found = outbox(dataDir).filter((mail) => mail.to.includes("translator@example.com"));
        return found.length >= 2 ? found : undefined;
      },
      10_000,
      "the uploader's mails",
    );
    expect(mails.map((mail) => mail.text).join("\n")).toContain(
      "نُشر الفصل الذي ترجمته، وأصبح متاحاً الآن للقرّاء.",
    );
  });

  it("rejects a chapter with its reason: mailed with the notice, its pages never public", async () => {
    const reason = "The names of the caravans change from page to page.";
    const rejected = await decide(
      { kind: "chapter", id: ids.english, decision: "reject", reason },
      "reviewer",
    );
    expect(rejected.status).toBe(200);
    const mail = await poll(
      () =>
        outbox(dataDir).find(
          (found) => found.to.includes("translator@example.com") && found.text.includes(reason),
        ),
      10_000,
      "the rejection mail",
    );
    expect(mail.text).toContain("لم تُقبل ترجمتك لافتقارها إلى الدقة والاتساق.");
    for (const key of pageKeys(ids.english)) {
      expect((await get(`/media/${key}`, "reader")).status).toBe(404);
      expect((await get(`/media/private/${key}`, "reader")).status).toBe(404);
      expect((await get(`/media/private/${key}`, "translator")).status).toBe(200);
    }
    expect((await get(`/media/pdf/${ids.english}`, "reader")).status).toBe(404);
  });

  it("shows the translator their work with its states and the reviewer's reason", async () => {
    const page = await get("/en/account/my-work", "translator");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("The Salt Road");
    expect(html).toContain("Not accepted");
    expect(html).toContain("The names of the caravans change from page to page.");
    expect(html).toContain(`/media/pdf/${ids.chapter}`);
    expect(html).toContain(`revision=${ids.chapter}`);
    expect((await get("/en/account/my-work", "reader")).status).toBe(403);
    expect((await get("/en/account/my-work", "rival")).status).toBe(200);
    expect(await (await get("/en/account/my-work", "rival")).text()).not.toContain("The Salt Road");
    const notices = await (await get("/en/notifications", "translator")).text();
    expect(notices).toContain("lacked accuracy and consistency");
  });

  it("takes a retranslation of a published chapter, which replaces it once published", async () => {
    const oldKeys = pageKeys(ids.chapter);
    // Not of a chapter that is not published, nor of another's.
    for (const [who, revisionOf] of [
      ["translator", ids.english],
      ["rival", ids.chapter],
    ] as const) {
      const form = chapterForm();
      form.set("revisionOf", revisionOf);
      if (who === "rival") form.set("comic", ids.rivalComic);
      const refused = await send("/api/comics/upload/chapter", form, who);
      expect(refused.status).toBe(422);
    }
    const form = chapterForm();
    form.set("revisionOf", ids.chapter);
    const response = await send("/api/comics/upload/chapter", form, "translator");
    expect(response.status).toBe(201);
    ids.revision = ((await response.json()) as { id: string }).id;
    // Readers keep the original until the new one is published.
    expect((await get(`/media/${oldKeys[0]}`)).status).toBe(200);
    await poll(
      () => (filesUnder(dataDir, `pages/${ids.revision}`, ".webp") === 4 ? true : undefined),
      90_000,
      "the retranslation's pages",
    );
    const approved = await decide(
      { kind: "chapter", id: ids.revision, decision: "approve" },
      "reviewer",
    );
    expect(approved.status).toBe(200);
    expect((await get(`/media/${oldKeys[0]}`)).status).toBe(404);
    const [newKey] = pageKeys(ids.revision);
    expect((await get(`/media/${newKey}`)).status).toBe(200);
    const download = await get(`/media/pdf/${ids.chapter}`);
    expect(download.status).toBe(200);
    await download.body?.cancel();
  }, 120_000);

  it("lets a translator edit their comic until it is published; a rejected one is reviewed again", async () => {
    const edited = (fields: Record<string, string>) => {
      const form = comicForm(fields);
      form.delete("cover");
      return form;
    };
    // Another's comic is not theirs; a published one is the team's to change.
    const theirs = await send(
      "/api/comics/upload/comic",
      edited({ comicId: ids.rivalComic }),
      "translator",
    );
    expect(theirs.status).toBe(422);
    const published = await send(
      "/api/comics/upload/comic",
      edited({ comicId: ids.comic }),
      "translator",
    );
    expect(((await published.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      _form: "comics.editComic.published",
    });
    const rejected = await decide(
      { kind: "comic", id: ids.rivalComic, decision: "reject", reason: "Wrong publisher." },
      "reviewer",
    );
    expect(rejected.status).toBe(200);
    const form = await (await get(`/en/upload/comic?edit=${ids.rivalComic}`, "rival")).text();
    expect(form).toContain("Edit the comic");
    expect((await get(`/en/upload/comic?edit=${ids.rivalComic}`, "translator")).status).toBe(404);
    const saved = await send(
      "/api/comics/upload/comic",
      edited({ comicId: ids.rivalComic, seriesName: "Rival Tales Revised" }),
      "rival",
    );
    expect(saved.status).toBe(200);
    const queue = await get("/en/review?section=submissions&kind=comic", "reviewer");
    expect(await queue.text()).toContain("Rival Tales Revised");
  });

  it("takes a chapter whose body arrives slowly, past the small bodies' deadline", async () => {
    const encoded = new Response(chapterForm({ chapterNumber: "7" }));
    const type = encoded.headers.get("content-type") ?? "";
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const parts = 4;
    const size = Math.ceil(bytes.byteLength / parts);
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (let part = 0; part < parts; part++) {
          controller.enqueue(bytes.subarray(part * size, (part + 1) * size));
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/api/comics/upload/chapter`, {
      method: "POST",
      headers: {
        origin: server.url,
        "content-type": type,
        "x-forwarded-for": "198.51.100.1",
        cookie: cookies.translator,
      },
      body,
      // @ts-expect-error: Node's fetch needs duplex for a streamed body; lib.dom does not know it.
      duplex: "half",
    });
    expect(response.status).toBe(201);
  });

  it("takes a rejected chapter resubmitted in revised form: the same chapter, in review again", async () => {
    const again = await send(
      "/api/comics/upload/chapter",
      chapterForm({ translationLanguage: "english" }),
      "translator",
    );
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(ids.english);
    // In review again, its number is taken as any other.
    const taken = await send(
      "/api/comics/upload/chapter",
      chapterForm({ translationLanguage: "english" }),
      "translator",
    );
    expect(((await taken.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      chapterNumber: "comics.upload.chapterExists",
    });
  });

  it("takes PDFs whose bytes read as markup or that carry an owner password, and draws them", async () => {
    // An image whose bytes spell <img, a comment whose rich text is XHTML, a CMYK image, a page
    // turned a quarter, three page sizes; then one that only an owner password restricts.
    const drawn: [string, number][] = [];
    for (const [number, pdf, pages] of [
      ["1", await awkwardChapterPdf(), 4],
      ["2", await ownerPasswordPdf(), 2],
    ] as const) {
      const form = chapterForm({ comic: ids.rivalComic, chapterNumber: number }, [
        new Blob([pdf]),
        `chapter-${number}.pdf`,
      ]);
      const response = await send("/api/comics/upload/chapter", form, "rival");
      expect(response.status, `chapter ${number}`).toBe(201);
      drawn.push([((await response.json()) as { id: string }).id, pages]);
    }
    // Each page drawn at two widths, once the pipeline is done with it.
    for (const [id, pages] of drawn) {
      await poll(
        () => (filesUnder(dataDir, `pages/${id}`, ".webp") === 2 * pages ? true : undefined),
        90_000,
        `the ${pages} pages of ${id}`,
      );
    }
  }, 200_000);

  it("kept what was stored: the comic, its publisher, the chapters, the decisions", async () => {
    if (!process.env.DATABASE_URL) await server.stop();
    await withDatabase(dataDir, async (db) => {
      const { rows: comics } = await db.query<Record<string, unknown>>(
        "select c.state, c.genres, c.direction, c.uploader_id, p.name as publisher from comics c join publishers p on p.id = c.publisher_id where c.id = $1",
        [ids.comic],
      );
      expect(comics).toEqual([
        {
          state: "published",
          genres: ["adventure"],
          direction: "rtl",
          uploader_id: ids.translator,
          publisher: "Dar Al-Qafila",
        },
      ]);
      const { rows: chapters } = await db.query<Record<string, unknown>>(
        "select state, language, number, translator_id, pdf_key, revision_of from chapters where comic_id = $1 order by language, number",
        [ids.comic],
      );
      expect(chapters).toHaveLength(3);
      expect(chapters[1]).toMatchObject({ state: "received", language: "arabic", number: 7 });
      expect(chapters[2]).toMatchObject({ state: "received", language: "english" });
      expect(chapters[0]).toMatchObject({
        state: "published",
        language: "arabic",
        number: 1,
        translator_id: ids.translator,
        pdf_key: `pdf/${ids.revision}.pdf`,
        revision_of: null,
      });
      const { rows: log } = await db.query<Record<string, unknown>>(
        "select action, subject_kind, subject_id, reason from review_log order by created_at",
      );
      expect(log).toEqual([
        { action: "approve", subject_kind: "comic", subject_id: ids.comic, reason: null },
        { action: "approve", subject_kind: "chapter", subject_id: ids.chapter, reason: null },
        {
          action: "reject",
          subject_kind: "chapter",
          subject_id: ids.english,
          reason: "The names of the caravans change from page to page.",
        },
        { action: "approve", subject_kind: "chapter", subject_id: ids.revision, reason: null },
        {
          action: "reject",
          subject_kind: "comic",
          subject_id: ids.rivalComic,
          reason: "Wrong publisher.",
        },
      ]);
      const { rows: told } = await db.query<{ user_id: string; kind: string }>(
        "select user_id, kind from notifications order by created_at, kind",
      );
      expect(told).toEqual(
        expect.arrayContaining([
          { user_id: ids.reader, kind: "chapterPublished" },
          { user_id: ids.translator, kind: "submissionPublished" },
          { user_id: ids.translator, kind: "submissionRejected" },
        ]),
      );
      expect(told).toHaveLength(6);
    });
  });
});
