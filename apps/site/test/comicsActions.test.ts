// What a signed-in reader does on the comics platform (/api/comics/*), over HTTP against the
// production build: a catalog and its accounts written into the suite's store before the server
// starts, the readers logged in, every action tried as a visitor, as the reader, on what readers
// cannot see, with bad input; then, the server stopped, what was stored.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyFollowersOfChapter } from "../src/server/comics/actions/notify";
import {
  chapterReports,
  comicComments,
  comicRatings,
  follows,
  notifications,
  readingHistory,
  saves,
  translatorRatings,
} from "../src/server/db/comics";
import { addChapter, addComic, addPublisher, addUser, openStore } from "./comicsStore";
import { newDataDir, type RunningServer, startServer, storeEnv } from "./server";

const PASSWORD = "Secret123!";

describe("comics reader actions", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  const ids = {
    reader: "",
    other: "",
    translator: "",
    busy: "",
    prober: "",
    publisher: "",
    comic: "",
    draftComic: "",
    otherComic: "",
    chapter: "",
    draftChapter: "",
    chapterOfDraft: "",
    otherChapter: "",
  };
  /** Session cookies, by who. */
  const cookies = { reader: "", other: "", translator: "", busy: "", prober: "" };
  /** The notifications made for the reader and the other reader before the server started. */
  const told = { reader: [] as string[], other: [] as string[] };

  beforeAll(async () => {
    const store = await openStore(dataDir);
    const { db } = store;
    try {
      ids.reader = await addUser(db, { email: "reader@example.com", password: PASSWORD });
      ids.other = await addUser(db, { email: "other@example.com", password: PASSWORD });
      ids.busy = await addUser(db, { email: "busy@example.com", password: PASSWORD });
      // Sends the unreadable requests, which count against a person's limits too.
      ids.prober = await addUser(db, { email: "prober@example.com", password: PASSWORD });
      ids.translator = await addUser(db, {
        email: "translator@example.com",
        role: "translator",
        password: PASSWORD,
      });
      ids.publisher = await addPublisher(db);
      ids.comic = await addComic(db, { name: "Desert Stars", publisherId: ids.publisher });
      ids.draftComic = await addComic(db, { name: "Unreviewed", state: "in_review" });
      ids.otherComic = await addComic(db, { name: "Other Tales" });
      ids.chapter = await addChapter(db, {
        comicId: ids.comic,
        number: 1,
        translatorId: ids.translator,
        pageCount: 12,
      });
      ids.draftChapter = await addChapter(db, { comicId: ids.comic, number: 2, state: "received" });
      ids.chapterOfDraft = await addChapter(db, { comicId: ids.draftComic, number: 1 });
      ids.otherChapter = await addChapter(db, { comicId: ids.otherComic, number: 1 });

      // Both readers follow, and are told of two new chapters, before the suite starts.
      await db.insert(follows).values([
        { userId: ids.reader, target: "comic", targetId: ids.comic },
        { userId: ids.other, target: "translator", targetId: ids.translator },
      ]);
      for (const number of [3, 4]) {
        const chapterId = await addChapter(db, {
          comicId: ids.comic,
          number,
          translatorId: ids.translator,
        });
        expect(await notifyFollowersOfChapter(db, chapterId)).toBe(2);
      }
      const made = await db.select().from(notifications);
      told.reader = made.filter((n) => n.userId === ids.reader).map((n) => n.id);
      told.other = made.filter((n) => n.userId === ids.other).map((n) => n.id);
    } finally {
      await store.close();
    }
    server = await startServer({ ...storeEnv(dataDir), SEED_DEMO: "0", TRUST_PROXY: "1" });
    // Each logs in from an address of their own (better-auth limits log-ins per address).
    const logIns = Object.keys(cookies) as (keyof typeof cookies)[];
    for (const [i, who] of logIns.entries()) {
      const response = await post(
        "/api/auth/sign-in/email",
        { email: `${who}@example.com`, password: PASSWORD },
        { from: `203.0.113.${i + 1}` },
      );
      expect(response.status).toBe(200);
      cookies[who] =
        response.headers
          .getSetCookie()
          .find((cookie) => cookie.includes("session_token="))
          ?.split(";")[0] ?? "";
    }
  }, 120_000);
  afterAll(() => server?.stop());

  interface Sent {
    as?: keyof typeof cookies;
    origin?: string;
    from?: string;
    type?: string;
    raw?: string;
  }
  const post = (path: string, body: unknown, sent: Sent = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: {
        origin: sent.origin ?? server.url,
        "content-type": sent.type ?? "application/json",
        "x-forwarded-for": sent.from ?? `198.51.100.${Object.keys(cookies).indexOf(sent.as ?? "")}`,
        ...(sent.as ? { cookie: cookies[sent.as] } : {}),
      },
      body: sent.raw ?? JSON.stringify(body),
    });
  const json = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  });
  const as = (who: keyof typeof cookies) => ({ as: who });

  /** Every endpoint, with a body it accepts from a signed-in reader. */
  const endpoints = (): [string, Record<string, unknown>][] => [
    ["/api/comics/save", { target: "comic", id: ids.comic, saved: true }],
    ["/api/comics/follow", { target: "publisher", id: ids.publisher, following: true }],
    ["/api/comics/rate-comic", { comicId: ids.comic, stars: 4 }],
    [
      "/api/comics/rate-translator",
      { translatorId: ids.translator, stars: 5, quality: 4, clarity: 3 },
    ],
    ["/api/comics/comments", { comicId: ids.comic, body: "Lovely art" }],
    ["/api/comics/comments/delete", { id: crypto.randomUUID() }],
    ["/api/comics/report", { chapterId: ids.chapter, issue: "typos", details: "" }],
    ["/api/comics/progress", { chapterId: ids.chapter, page: 2 }],
    ["/api/comics/history/remove", { chapterId: ids.chapter }],
    ["/api/comics/history/clear", {}],
    ["/api/comics/notifications/read", { ids: [] }],
    ["/api/comics/notifications/read-all", {}],
  ];

  it("a visitor gets 401 LOGIN_REQUIRED from every endpoint, and nothing is done", async () => {
    for (const [path, body] of endpoints()) {
      const answer = await json(await post(path, body, { from: "192.0.2.10" }));
      expect([path, answer]).toEqual([path, { status: 401, body: { error: "LOGIN_REQUIRED" } }]);
    }
  });

  it("any other method than POST gets 405", async () => {
    for (const [path] of endpoints()) {
      const response = await fetch(`${server.url}${path}`);
      expect([path, response.status, response.headers.get("allow")]).toEqual([path, 405, "POST"]);
    }
  });

  it("refuses another site's Origin, another content type and unreadable JSON, never a 500", async () => {
    for (const [path, body] of endpoints()) {
      const foreign = await post(path, body, { as: "prober", origin: "https://evil.example" });
      expect([path, foreign.status]).toEqual([path, 403]);
      const form = await post(path, body, { as: "prober", type: "text/plain" });
      expect([path, form.status]).toEqual([path, 415]);
      for (const raw of ["{", "[1,2]", "null", '"text"']) {
        const broken = await post(path, null, { as: "prober", raw });
        expect([path, raw, broken.status]).toEqual([path, raw, 400]);
      }
    }
  });

  it("checks every field with the forms' rules: 422 with message ids", async () => {
    const cases: [string, unknown, Record<string, string>][] = [
      [
        "/api/comics/save",
        { target: "shelf", id: "1", saved: "yes" },
        {
          target: "validation.fieldInvalid",
          id: "validation.fieldInvalid",
          saved: "validation.fieldInvalid",
        },
      ],
      [
        "/api/comics/follow",
        { target: "comic", id: "not-a-uuid", following: true },
        {
          id: "validation.fieldInvalid",
        },
      ],
      [
        "/api/comics/rate-comic",
        { comicId: ids.comic, stars: 6 },
        {
          stars: "validation.fieldInvalid",
        },
      ],
      [
        "/api/comics/rate-comic",
        { comicId: ids.comic, stars: 2.5 },
        {
          stars: "validation.fieldInvalid",
        },
      ],
      ["/api/comics/rate-comic", { comicId: ids.comic }, { stars: "validation.required" }],
      [
        "/api/comics/rate-translator",
        { translatorId: ids.translator, stars: 0, quality: "5", clarity: 3 },
        { stars: "validation.fieldInvalid", quality: "validation.fieldInvalid" },
      ],
      [
        "/api/comics/comments",
        { comicId: ids.comic, body: "   " },
        {
          body: "validation.required",
        },
      ],
      [
        "/api/comics/comments",
        { comicId: ids.comic, body: "x".repeat(2001) },
        {
          body: "validation.max",
        },
      ],
      [
        "/api/comics/comments",
        { comicId: ids.comic, body: "a\u0000b" },
        {
          body: "validation.characters",
        },
      ],
      [
        "/api/comics/report",
        { chapterId: ids.chapter, issue: "spoilers", details: "" },
        {
          issue: "validation.fieldInvalid",
        },
      ],
      [
        "/api/comics/report",
        { chapterId: ids.chapter, details: "" },
        {
          issue: "validation.required",
        },
      ],
      [
        "/api/comics/progress",
        { chapterId: ids.chapter, page: 0 },
        {
          page: "validation.fieldInvalid",
        },
      ],
      [
        "/api/comics/progress",
        { chapterId: ids.chapter, page: 13 },
        {
          page: "validation.fieldInvalid",
        },
      ],
      [
        "/api/comics/notifications/read",
        { ids: ["1", 2] },
        {
          "ids.0": "validation.fieldInvalid",
          "ids.1": "validation.fieldInvalid",
        },
      ],
      ["/api/comics/notifications/read", { ids: "all" }, { ids: "validation.fieldInvalid" }],
    ];
    for (const [path, body, fieldErrors] of cases) {
      const answer = await json(await post(path, body, as("reader")));
      expect([path, answer.status, answer.body.fieldErrors]).toEqual([path, 422, fieldErrors]);
    }
  });

  it("answers 404 for what readers cannot see or what does not exist", async () => {
    const missing = crypto.randomUUID();
    const cases: [string, unknown][] = [
      ["/api/comics/save", { target: "comic", id: ids.draftComic, saved: true }],
      ["/api/comics/save", { target: "chapter", id: ids.draftChapter, saved: true }],
      ["/api/comics/save", { target: "chapter", id: ids.chapterOfDraft, saved: true }],
      ["/api/comics/follow", { target: "comic", id: missing, following: true }],
      ["/api/comics/follow", { target: "publisher", id: missing, following: true }],
      // A reader's id is not a translator's.
      ["/api/comics/follow", { target: "translator", id: ids.other, following: true }],
      ["/api/comics/rate-comic", { comicId: ids.draftComic, stars: 3 }],
      [
        "/api/comics/rate-translator",
        { translatorId: ids.other, stars: 3, quality: 3, clarity: 3 },
      ],
      ["/api/comics/comments", { comicId: ids.draftComic, body: "Hidden?" }],
      // A chapter of another comic than the one named.
      ["/api/comics/comments", { comicId: ids.comic, chapterId: ids.otherChapter, body: "Hm" }],
      ["/api/comics/comments", { comicId: ids.comic, chapterId: ids.draftChapter, body: "Hm" }],
      ["/api/comics/comments/delete", { id: missing }],
      ["/api/comics/report", { chapterId: ids.draftChapter, issue: "blurry", details: "" }],
      ["/api/comics/progress", { chapterId: ids.chapterOfDraft, page: 1 }],
    ];
    for (const [path, body] of cases) {
      const answer = await json(await post(path, body, as("reader")));
      expect([path, body, answer]).toEqual([
        path,
        body,
        { status: 404, body: { error: "NOT_FOUND" } },
      ]);
    }
  });

  it("saves and unsaves a comic and a chapter, as a state: the same call twice is the same", async () => {
    const save = (target: string, id: string, saved: boolean) =>
      post("/api/comics/save", { target, id, saved }, as("reader")).then(json);
    expect(await save("comic", ids.comic, true)).toEqual({
      status: 200,
      body: { ok: true, saved: true },
    });
    expect((await save("comic", ids.comic, true)).body.saved).toBe(true);
    expect((await save("chapter", ids.chapter, true)).body.saved).toBe(true);
    expect((await save("comic", ids.comic, false)).body.saved).toBe(false);
    expect((await save("comic", ids.comic, false)).body.saved).toBe(false);
    // Unsaving what readers no longer see still works (a list is never stuck with it).
    expect((await save("comic", ids.draftComic, false)).status).toBe(200);
  });

  it("follows a comic, a translator and a publisher, and unfollows", async () => {
    const follow = (target: string, id: string, following: boolean) =>
      post("/api/comics/follow", { target, id, following }, as("other")).then(json);
    expect(await follow("comic", ids.comic, true)).toEqual({
      status: 200,
      body: { ok: true, following: true },
    });
    expect((await follow("publisher", ids.publisher, true)).body.following).toBe(true);
    expect((await follow("translator", ids.translator, true)).body.following).toBe(true);
    expect((await follow("publisher", ids.publisher, false)).body.following).toBe(false);
  });

  it("rates a comic and a translator: rating again replaces the first", async () => {
    const rateComic = (stars: number) =>
      post("/api/comics/rate-comic", { comicId: ids.comic, stars }, as("reader")).then(json);
    expect(await rateComic(2)).toEqual({
      status: 200,
      body: { ok: true, stars: 2, count: 1, average: 2 },
    });
    expect((await rateComic(5)).body).toMatchObject({ stars: 5, count: 1, average: 5 });

    const scores = { stars: 4, quality: 5, clarity: 3 };
    const rateTranslator = (who: keyof typeof cookies) =>
      post("/api/comics/rate-translator", { translatorId: ids.translator, ...scores }, as(who));
    expect((await json(await rateTranslator("reader"))).body).toMatchObject({
      ...scores,
      count: 1,
    });
    expect((await json(await rateTranslator("reader"))).body).toMatchObject({ count: 1 });
    expect(await json(await rateTranslator("translator"))).toEqual({
      status: 403,
      body: { error: "FORBIDDEN" },
    });
  });

  let kept = "";
  it("comments on a comic and a chapter at once; deletes only one's own", async () => {
    const comment = (body: Record<string, unknown>, who: keyof typeof cookies) =>
      post("/api/comics/comments", body, as(who)).then(json);
    const onComic = await comment({ comicId: ids.comic, body: "  What a start!  " }, "reader");
    expect(onComic).toMatchObject({
      status: 200,
      body: {
        ok: true,
        comment: {
          comicId: ids.comic,
          chapterId: null,
          body: "What a start!",
          author: { id: ids.reader, name: "reader", photo: null },
        },
      },
    });
    const stored = onComic.body.comment as { id: string; createdAt: string };
    expect(Date.parse(stored.createdAt)).not.toBeNaN();
    const onChapter = await comment(
      { comicId: ids.comic, chapterId: ids.chapter, body: "تعليق على الفصل" },
      "other",
    );
    expect(onChapter.body.comment).toMatchObject({
      chapterId: ids.chapter,
      body: "تعليق على الفصل",
    });
    kept = (onChapter.body.comment as { id: string }).id;

    const deleteAs = (id: string, who: keyof typeof cookies) =>
      post("/api/comics/comments/delete", { id }, as(who)).then(json);
    expect(await deleteAs(kept, "reader")).toEqual({ status: 403, body: { error: "FORBIDDEN" } });
    expect(await deleteAs(stored.id, "reader")).toEqual({
      status: 200,
      body: { ok: true, deleted: true },
    });
    expect((await deleteAs(stored.id, "reader")).status).toBe(404);
  });

  it("reports an issue in a chapter with the report form's fields", async () => {
    const answer = await json(
      await post(
        "/api/comics/report",
        { chapterId: ids.chapter, issue: "translation", details: "Page 4 reads oddly." },
        as("reader"),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps reading progress, finished at the last page, and removes and clears history", async () => {
    const progress = (body: Record<string, unknown>) =>
      post("/api/comics/progress", { chapterId: ids.chapter, ...body }, as("reader")).then(json);
    expect(await progress({ page: 3 })).toEqual({
      status: 200,
      body: { ok: true, page: 3, finished: false },
    });
    expect((await progress({ page: 12 })).body).toMatchObject({ page: 12, finished: true });
    // Going back to a page keeps the chapter finished.
    expect((await progress({ page: 2 })).body).toMatchObject({ page: 2, finished: true });
    const other = await post(
      "/api/comics/progress",
      { chapterId: ids.otherChapter, page: 1, finished: true },
      as("reader"),
    ).then(json);
    expect(other.body).toMatchObject({ page: 1, finished: true });

    const remove = () =>
      post("/api/comics/history/remove", { chapterId: ids.otherChapter }, as("reader")).then(json);
    expect((await remove()).body).toEqual({ ok: true, removed: 1 });
    expect((await remove()).body).toEqual({ ok: true, removed: 0 });
    // The other reader's history is theirs.
    expect((await progress({ page: 5 })).status).toBe(200);
    const theirs = await post(
      "/api/comics/progress",
      { chapterId: ids.chapter, page: 7 },
      as("other"),
    ).then(json);
    expect(theirs.status).toBe(200);
    const cleared = await post("/api/comics/history/clear", {}, as("reader")).then(json);
    expect(cleared.body).toEqual({ ok: true, removed: 1 });
  });

  it("marks read only the caller's own notifications", async () => {
    const read = (body: unknown, who: keyof typeof cookies) =>
      post("/api/comics/notifications/read", body, as(who)).then(json);
    expect(told.reader).toHaveLength(2);
    // Another's notification is left as it was.
    expect((await read({ ids: told.other }, "reader")).body).toEqual({ ok: true, updated: 0 });
    expect((await read({ ids: [told.reader[0]] }, "reader")).body).toEqual({
      ok: true,
      updated: 1,
    });
    const all = await post("/api/comics/notifications/read-all", {}, as("reader")).then(json);
    expect(all.body).toEqual({ ok: true, updated: 1 });
  });

  it("limits a person's comments to 10 a minute: then 429 with Retry-After", async () => {
    // A fixed window: at most one new window begins during the burst, so 21 tries must meet it.
    let refused: Response | undefined;
    for (let i = 0; i < 21 && !refused; i++) {
      const response = await post(
        "/api/comics/comments",
        { comicId: ids.comic, body: `Comment ${i}` },
        as("busy"),
      );
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(200);
    }
    if (!refused) throw new Error("no 429 in 21 comments");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).fieldErrors).toEqual({ _form: "validation.tooManyRequests" });
    // Another person is not held up by it.
    const other = await post(
      "/api/comics/comments",
      { comicId: ids.comic, body: "Still here" },
      as("other"),
    );
    expect(other.status).toBe(200);
  });

  it("stored what the readers did, and only that (the server stopped)", async () => {
    await server.stop();
    const { db, close } = await openStore(dataDir);
    try {
      const saved = await db
        .select({ target: saves.target, id: saves.targetId })
        .from(saves)
        .where(eq(saves.userId, ids.reader));
      expect(saved).toEqual([{ target: "chapter", id: ids.chapter }]);
      const following = await db
        .select({ target: follows.target, id: follows.targetId })
        .from(follows)
        .where(eq(follows.userId, ids.other));
      expect(following.map((row) => row.target).sort()).toEqual(["comic", "translator"]);
      expect(await db.select({ stars: comicRatings.stars }).from(comicRatings)).toEqual([
        { stars: 5 },
      ]);
      expect(
        await db
          .select({ stars: translatorRatings.stars, quality: translatorRatings.quality })
          .from(translatorRatings),
      ).toEqual([{ stars: 4, quality: 5 }]);
      expect(
        await db
          .select({ kinds: chapterReports.kinds, userId: chapterReports.userId })
          .from(chapterReports),
      ).toEqual([{ kinds: ["translation"], userId: ids.reader }]);
      const comments = await db
        .select({ id: comicComments.id, userId: comicComments.userId })
        .from(comicComments);
      expect(comments.filter((row) => row.userId === ids.reader)).toEqual([]);
      expect(comments.some((row) => row.id === kept)).toBe(true);
      expect(comments.filter((row) => row.userId === ids.busy)).toHaveLength(comments.length - 2);
      const history = await db
        .select({ userId: readingHistory.userId, page: readingHistory.page })
        .from(readingHistory);
      expect(history).toEqual([{ userId: ids.other, page: 7 }]);
      const unread = await db
        .select({ userId: notifications.userId, readAt: notifications.readAt })
        .from(notifications);
      expect(unread.filter((n) => n.userId === ids.reader).every((n) => n.readAt)).toBe(true);
      expect(unread.filter((n) => n.userId === ids.other).every((n) => !n.readAt)).toBe(true);
    } finally {
      await close();
    }
  });
});
