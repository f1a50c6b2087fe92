// The platform's people over HTTP, on the production build: a reader applies to become a
// translator and asks for a comic; a reviewer approves or rejects (with a reason), marks a request
// added, hides a comics comment and resolves a report. Each decision changes what the person sees,
// tells them in the site and by e-mail in their language, and is written to the audit log; a
// visitor is refused 401 and anyone but the reviewing team 403 on every endpoint.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/server/db/accounts";
import { chapterReports, comicComments, comics } from "../src/server/db/comics";
import { poll, withDatabase } from "./comics";
import { addChapter, addComic, addUser, openStore } from "./comicsStore";
import { outbox } from "./mail";
import { signIn } from "./roles";
import { newDataDir, type RunningServer, startServer, storeEnv } from "./server";

const PASSWORD = "Secret123!";
const appDir = join(import.meta.dirname, "..");
const NO_ID = "00000000-0000-4000-8000-000000000000";
const people = ["reader", "arabic", "asker", "translator", "reviewer"] as const;
type Who = (typeof people)[number];

/** The id of the console's server function, as the build named it. */
function consoleFnId(): string {
  const dir = join(appDir, "dist", "server", "assets");
  for (const file of readdirSync(dir)) {
    const code = readFileSync(join(dir, file), "utf8");
    const found = /getReviewConsole = createServerFn[\s\S]*?createSsrRpc\("([0-9a-f]+)"/.exec(code);
    if (found?.[1]) return found[1];
  }
  throw new Error("the console's server function is not in the build");
}

describe("translator applications, comic requests and comics moderation", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  const ids = { comic: "", chapter: "", comment: "", report: "", slug: "" };
  const cookies: Record<Who, string> = {
    reader: "",
    arabic: "",
    asker: "",
    translator: "",
    reviewer: "",
  };

  beforeAll(async () => {
    const store = await openStore(dataDir);
    const { db } = store;
    try {
      const made: Record<string, string> = {};
      for (const who of people) {
        const role = who === "reviewer" || who === "translator" ? who : "reader";
        made[who] = await addUser(db, {
          email: `${who}@example.com`,
          name: `${who[0]?.toUpperCase()}${who.slice(1)} Person`,
          role,
          password: PASSWORD,
        });
      }
      await db
        .update(users)
        .set({ locale: "ar" })
        .where(eq(users.id, made.arabic ?? ""));
      ids.comic = await addComic(db, { name: "Desert Stars" });
      ids.chapter = await addChapter(db, { comicId: ids.comic, number: 1 });
      const [comic] = await db
        .select({ slug: comics.slug })
        .from(comics)
        .where(eq(comics.id, ids.comic));
      ids.slug = comic?.slug ?? "";
      const [comment] = await db
        .insert(comicComments)
        .values({ comicId: ids.comic, userId: made.reader, body: "Buy followers at spam.example" })
        .returning({ id: comicComments.id });
      ids.comment = comment?.id ?? "";
      const [report] = await db
        .insert(chapterReports)
        .values({
          chapterId: ids.chapter,
          userId: made.reader,
          kinds: ["blurry"],
          details: "Page 3",
        })
        .returning({ id: chapterReports.id });
      ids.report = report?.id ?? "";
    } finally {
      await store.close();
    }
    server = await startServer({ ...storeEnv(dataDir), SEED_DEMO: "0", TRUST_PROXY: "1" });
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

  interface Sent {
    as?: Who;
    origin?: string;
    from?: string;
  }
  function post(path: string, body: unknown, sent: Sent = {}) {
    return fetch(`${server.url}${path}`, {
      method: "POST",
      headers: {
        origin: sent.origin ?? server.url,
        "content-type": "application/json",
        "x-forwarded-for": sent.from ?? `198.51.100.${people.indexOf(sent.as ?? "reader") + 1}`,
        ...(sent.as ? { cookie: cookies[sent.as] } : {}),
      },
      body: JSON.stringify(body),
    });
  }
  const get = (path: string, as?: Who) =>
    fetch(`${server.url}${path}`, {
      headers: as ? { cookie: cookies[as] } : {},
      redirect: "manual",
    });
  const page = async (path: string, as: Who) => {
    const response = await get(path, as);
    expect(response.status).toBe(200);
    return response.text();
  };
  const mailTo = (email: string, subject: RegExp | string) =>
    poll(
      () =>
        outbox(dataDir).find(
          (mail) =>
            mail.to.includes(email) &&
            (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject)),
        ),
      10_000,
      `a mail to ${email}`,
    );
  it.each([
    [undefined, 401],
    ["reader", 403],
    ["translator", 403],
  ] as const)(
    "answers %s %i on every decision endpoint and the console's server function",
    async (as, status) => {
      const answers = [
        await post("/api/review/translators", { id: NO_ID, decision: "approve" }, { as }),
        await post("/api/review/requests", { id: NO_ID, decision: "decline" }, { as }),
        await post("/api/review/comic-comments", { id: ids.comment, decision: "hide" }, { as }),
        await post("/api/review/reports", { id: ids.report }, { as }),
        await fetch(`${server.url}/_serverFn/${consoleFnId()}`, {
          headers: {
            ...(as ? { cookie: cookies[as] } : {}),
            origin: server.url,
            "sec-fetch-site": "same-origin",
            "x-tsr-serverfn": "true",
          },
        }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([
        status,
        status,
        status,
        status,
        status,
      ]);
      if (as) {
        const console = await get("/en/review?section=translators", as);
        expect(console.status).toBe(403);
      }
    },
  );

  it("sends a visitor to log in from both pages, and refuses their posts 401", async () => {
    for (const path of ["/en/account/become-translator", "/ar/ask-for-comic"]) {
      const response = await get(path);
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.headers.get("location")).toBe(
        `/${path.slice(1, 3)}/login?next=${encodeURIComponent(path)}`,
      );
    }
    const apply = await post("/api/account/become-translator", {
      languages: ["french"],
      message: "Hi",
    });
    expect(apply.status).toBe(401);
    const ask = await post("/api/comics/ask", { comicName: "X", chapter: "", details: "Y" });
    expect(ask.status).toBe(401);
  });

  it("takes one application at a time, shows it under review, and a reviewer approves it", async () => {
    const empty = await post(
      "/api/account/become-translator",
      { languages: [], message: "" },
      { as: "reader" },
    );
    expect(empty.status).toBe(422);
    expect((await empty.json()).fieldErrors).toMatchObject({
      languages: "validation.required",
      message: "validation.required",
    });
    const values = { languages: ["french", "arabic"], message: "Five years of manga from French." };
    expect((await post("/api/account/become-translator", values, { as: "reader" })).status).toBe(
      201,
    );
    const again = await post("/api/account/become-translator", values, { as: "reader" });
    expect(again.status).toBe(409);
    expect(await page("/en/account/become-translator", "reader")).toContain(
      "We have received your application to become a translator. It is now under review.",
    );
    const translator = await post("/api/account/become-translator", values, { as: "translator" });
    expect(translator.status).toBe(409);

    const console = await page("/en/review?section=translators", "reviewer");
    expect(console).toContain("Five years of manga from French.");
    const id = /data-entry="([0-9a-f-]{36})"/.exec(console)?.[1] ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const noReason = await post(
      "/api/review/translators",
      { id, decision: "reject", reason: " " },
      { as: "reviewer" },
    );
    expect(noReason.status).toBe(422);
    expect((await noReason.json()).fieldErrors).toEqual({ reason: "validation.required" });
    const badId = await post(
      "/api/review/translators",
      { id: "1; drop", decision: "approve" },
      { as: "reviewer" },
    );
    expect(badId.status).toBe(422);
    const crossSite = await post(
      "/api/review/translators",
      { id, decision: "approve" },
      { as: "reviewer", origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);

    const approved = await post(
      "/api/review/translators",
      { id, decision: "approve" },
      { as: "reviewer" },
    );
    expect(approved.status).toBe(200);
    expect(
      (
        await post(
          "/api/review/translators",
          { id, decision: "reject", reason: "No" },
          { as: "reviewer" },
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await post(
          "/api/review/translators",
          { id: NO_ID, decision: "approve" },
          { as: "reviewer" },
        )
      ).status,
    ).toBe(404);

    // The new role applies on the person's next request, in the same session.
    expect(await page("/en/account/become-translator", "reader")).toContain(
      "You are a translator.",
    );
    expect(await page("/en/notifications", "reader")).toContain(
      "Your application has been approved: you are now a translator.",
    );
    const mail = await mailTo("reader@example.com", "You are now a translator");
    expect(mail.text).toContain("/en/account");
  });

  it("tells a rejected applicant why, in Arabic, and lets them apply again", async () => {
    const values = { languages: ["english"], message: "أترجم منذ سنة." };
    expect((await post("/api/account/become-translator", values, { as: "arabic" })).status).toBe(
      201,
    );
    const console = await page("/ar/review?section=translators", "reviewer");
    const id = /data-entry="([0-9a-f-]{36})"/.exec(console)?.[1] ?? "";
    const rejected = await post(
      "/api/review/translators",
      { id, decision: "reject", reason: "نحتاج إلى نماذج من ترجماتك." },
      { as: "reviewer" },
    );
    expect(rejected.status).toBe(200);
    const mail = await mailTo("arabic@example.com", "طلبك للانضمام إلى المترجمين");
    expect(mail.text).toContain("نحتاج إلى نماذج من ترجماتك.");
    const account = await page("/ar/account/become-translator", "arabic");
    expect(account).toContain("نحتاج إلى نماذج من ترجماتك.");
    expect(account).toContain("<form");
    expect(await page("/ar/notifications", "arabic")).toContain(
      "لم يُقبل طلبك للانضمام إلى المترجمين",
    );
  });

  it("stores a request for a comic, and a reviewer marks it added with a published comic", async () => {
    const invalid = await post(
      "/api/comics/ask",
      { comicName: "", chapter: "", details: "" },
      { as: "asker" },
    );
    expect(invalid.status).toBe(422);
    const asked = await post(
      "/api/comics/ask",
      { comicName: "Desert Stars", chapter: "1", details: "Please add it in Arabic." },
      { as: "asker" },
    );
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: string };
    expect(await page("/en/review?section=requests", "reviewer")).toContain(
      "Please add it in Arabic.",
    );

    const noComic = await post(
      "/api/review/requests",
      { id, decision: "markAdded" },
      { as: "reviewer" },
    );
    expect(noComic.status).toBe(422);
    expect((await noComic.json()).fieldErrors).toEqual({ comicId: "validation.required" });
    const unknown = await post(
      "/api/review/requests",
      { id, decision: "markAdded", comicId: NO_ID },
      { as: "reviewer" },
    );
    expect(unknown.status).toBe(422);
    const added = await post(
      "/api/review/requests",
      { id, decision: "markAdded", comicId: ids.comic },
      { as: "reviewer" },
    );
    expect(added.status).toBe(200);
    expect(
      (await post("/api/review/requests", { id, decision: "decline" }, { as: "reviewer" })).status,
    ).toBe(409);

    const mail = await mailTo("asker@example.com", "The comic you asked for is here: Desert Stars");
    expect(mail.text).toContain(`/en/comics/${ids.slug}`);
    const notifications = await page("/en/notifications", "asker");
    expect(notifications).toContain("The comic you asked for has been added: Desert Stars");
    expect(notifications).toContain(`href="/en/comics/${ids.slug}"`);
  });

  it("hides a comics comment from its comic at once, shows it again, and resolves a report", async () => {
    const comicPath = `/en/comics/${ids.slug}`;
    expect(await (await get(comicPath)).text()).toContain("Buy followers at spam.example");
    expect(await page("/en/review?section=comicComments", "reviewer")).toContain(
      "Buy followers at spam.example",
    );
    const bad = await post(
      "/api/review/comic-comments",
      { id: ids.comment, decision: "delete" },
      { as: "reviewer" },
    );
    expect(bad.status).toBe(422);
    expect(
      (
        await post(
          "/api/review/comic-comments",
          { id: ids.comment, decision: "hide" },
          { as: "reviewer" },
        )
      ).status,
    ).toBe(200);
    expect(await (await get(comicPath)).text()).not.toContain("Buy followers at spam.example");
    expect(
      (
        await post(
          "/api/review/comic-comments",
          { id: ids.comment, decision: "unhide" },
          { as: "reviewer" },
        )
      ).status,
    ).toBe(200);
    expect(await (await get(comicPath)).text()).toContain("Buy followers at spam.example");
    expect(
      (
        await post(
          "/api/review/comic-comments",
          { id: NO_ID, decision: "hide" },
          { as: "reviewer" },
        )
      ).status,
    ).toBe(404);

    const reports = await page("/ar/review?section=reports", "reviewer");
    expect(reports).toContain("Page 3");
    expect((await post("/api/review/reports", { id: ids.report }, { as: "reviewer" })).status).toBe(
      200,
    );
    expect((await post("/api/review/reports", { id: NO_ID }, { as: "reviewer" })).status).toBe(404);
  });

  it("shows the audit log, newest first, with the reviewer's name and e-mail", async () => {
    const log = await page("/en/review?section=log", "reviewer");
    expect(log).toContain("reviewer@example.com");
    expect(log).toContain("Reviewer Person");
    const resolved = log.indexOf("Resolved: Chapter report");
    const approved = log.indexOf("Approved: Translator application");
    expect(resolved).toBeGreaterThan(-1);
    expect(approved).toBeGreaterThan(resolved);
    expect(log).toContain("نحتاج إلى نماذج من ترجماتك.");
  });
  it("stored the new translator's profile and one audit row per decision, by the reviewer", async () => {
    // Read once the server has stopped: the embedded database has one process at a time.
    await server.stop();
    const stored = await withDatabase(dataDir, async (db) => ({
      profile: (
        await db.query(
          `select u.role, p.level, p.languages from users u join translator_profiles p on p.user_id = u.id
           where u.email = 'reader@example.com'`,
        )
      ).rows,
      log: (
        await db.query<{
          action: string;
          subject_kind: string;
          reason: string | null;
          email: string;
        }>(
          `select l.action, l.subject_kind, l.reason, u.email from review_log l
           join users u on u.id = l.actor_id order by l.created_at`,
        )
      ).rows,
    }));
    expect(stored.profile).toEqual([
      { role: "translator", level: "professional", languages: ["french", "arabic"] },
    ]);
    expect(stored.log.map((row) => [row.action, row.subject_kind, row.reason])).toEqual([
      ["approve", "translatorApplication", null],
      ["reject", "translatorApplication", "نحتاج إلى نماذج من ترجماتك."],
      ["markAdded", "comicRequest", null],
      ["hide", "comicComment", null],
      ["unhide", "comicComment", null],
      ["resolve", "chapterReport", null],
    ]);
    expect(new Set(stored.log.map((row) => row.email))).toEqual(new Set(["reviewer@example.com"]));
  });
});
