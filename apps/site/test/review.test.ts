// The reviewing team's console over HTTP, on the production build: a reviewer made with the
// operator's tool moderates a blog comment (shown on its article once approved, never once
// rejected), reads the inbox, downloads a CV and exports the active subscribers; a reader is
// refused 403 and a visitor 401 on every review endpoint and on the console's server function.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awkwardChapterPdf } from "../src/server/comics/pages/testPdf";
import { addComic, openStore } from "./comicsStore";
import { jobApplication, poster } from "./forms";
import { signIn } from "./roles";
import { newDataDir, type RunningServer, runScript, startServer, storeEnv } from "./server";
import { serverFnId } from "./serverFns";
import { onStore } from "./store";
import { appFromOutput } from "./totp";

const embedded = !process.env.DATABASE_URL;
const password = "Review123!x";
const article = "choosing-the-right-racking-system";
// A real PDF whose bytes spell <img and <body: accepted, as markup in a file only ever sent back as
// a sandboxed attachment is harmless.
const cv = await awkwardChapterPdf();
const comment = (name: string, text: string) => ({
  blog: article,
  name,
  email: `${name.toLowerCase()}@example.com`,
  comment: text,
  website: "",
  saveDetails: false,
});

describe("the review console over HTTP", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  const post = poster(() => server);
  const cookies: Record<"reviewer" | "reader", string> = { reviewer: "", reader: "" };
  const as = (who: keyof typeof cookies | "visitor"): Record<string, string> =>
    who === "visitor" ? {} : { cookie: cookies[who] };
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: "manual" });
  const moderate = (body: unknown, headers: Record<string, string>) =>
    post("/api/review/comments/moderate", body, { origin: server.url, ...headers });

  // The staff with their authenticator app, whose codes the suite then computes.
  const users = async (email: string, role: string) => {
    const made = await runScript(
      ["scripts/users.mjs", "add", email, "--role", role, ...(role === "reader" ? [] : ["--totp"])],
      { ...storeEnv(dataDir), NODE_ENV: "production" },
      `${password}\n`,
    );
    appFromOutput(email, made.stdout);
    return made;
  };

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir });
    const origin = { origin: server.url };
    for (const body of [
      comment("Approvable", "A helpful article about racking."),
      comment("Rejectable", "Buy cheap watches at spam.example"),
    ]) {
      expect((await post("/api/comments", body, origin)).status).toBe(201);
    }
    const message = {
      name: "Sara Al-Qahtani",
      email: "sara@example.com",
      phone: "+966500000000",
      subject: "Cold storage",
      message: "We need 2,000 pallet positions in Riyadh.",
    };
    expect((await post("/api/contact", message, origin)).status).toBe(201);
    // One application names an opening of the first content, by its English slug; Omar's is
    // spontaneous (and the newest).
    const named = jobApplication(new Blob([cv]), "Huda CV.pdf", {
      name: "Huda Al-Shehri",
      email: "huda@example.com",
      position: "structural-design-engineer",
    });
    expect((await post("/api/job-application", named, origin)).status).toBe(201);
    const application = jobApplication(new Blob([cv]), "Omar CV.pdf");
    expect((await post("/api/job-application", application, origin)).status).toBe(201);

    // The accounts and the subscribers go straight in (the embedded store, with the server down).
    if (embedded) await server.stop();
    expect((await users("boss@example.com", "reviewer")).code).toBe(0);
    expect((await users("reader@example.com", "reader")).code).toBe(0);
    // One comic waits for review, and no chapter.
    const store = await openStore(dataDir);
    await addComic(store.db, { name: "Waiting Tales", state: "received" });
    await store.close();
    await onStore(
      dataDir,
      `insert into newsletter_subscribers (email, locale, token, confirmed_at, unsubscribed_at) values
        ('-active@example.com', 'en', 't1', now(), null),
        ('second@example.com', 'ar', 't2', now(), null),
        ('pending@example.com', 'en', 't3', null, null),
        ('gone@example.com', 'en', 't4', now(), now())`,
    );
    // An application for an opening that has closed since (no longer published).
    await onStore(
      dataDir,
      `insert into submissions (kind, locale, payload, created_at) values ('jobApplication', 'en',
        '{"name":"Khalid Closed","email":"khalid@example.com","phone":"+966500000001","city":"Jeddah","summary":"Storekeeper.","position":"night-shift-storekeeper"}'::jsonb,
        now() - interval '1 day')`,
    );
    if (embedded) server = await startServer({ DATA_DIR: dataDir });
    Object.assign(
      cookies,
      await signIn(
        server.url,
        { reviewer: "boss@example.com", reader: "reader@example.com" },
        password,
      ),
    );
  }, 120_000);
  afterAll(() => server?.stop());

  it("sends a visitor to log in and gives a reader the 403 error page", async () => {
    const visitor = await get("/en/review?section=messages");
    expect(visitor.status).toBeGreaterThanOrEqual(300);
    expect(visitor.status).toBeLessThan(400);
    expect(visitor.headers.get("location")).toBe(
      `/en/login?next=${encodeURIComponent("/en/review?section=messages")}`,
    );
    const reader = await get("/ar/review", as("reader"));
    expect(reader.status).toBe(403);
    expect(await reader.text()).not.toContain("Approvable");
  });

  it.each([
    ["visitor", 401],
    ["reader", 403],
  ] as const)(
    "answers a %s %i on every review endpoint and the server function",
    async (who, status) => {
      const id = "00000000-0000-4000-8000-000000000000";
      const answers = [
        await moderate({ id, decision: "approve" }, as(who)),
        await get(`/api/review/cv/${id}`, as(who)),
        await get("/api/review/subscribers.csv", as(who)),
        // As the console's own page calls it: same origin, so only the role check refuses.
        await get(`/_serverFn/${serverFnId("getReviewConsole")}`, {
          ...as(who),
          origin: server.url,
          "sec-fetch-site": "same-origin",
          "x-tsr-serverfn": "true",
        }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([status, status, status, status]);
      const code = who === "visitor" ? "UNAUTHORIZED" : "FORBIDDEN";
      for (const answer of answers) {
        const text = await answer.text();
        expect(text).toContain(code);
        expect(text).not.toContain("example.com");
      }
    },
  );

  it("lets a reviewer approve one comment and reject another; only the approved one shows", async () => {
    const page = await get("/en/review", as("reviewer"));
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    const html = await page.text();
    // Each comment's card starts at its `data-comment`; its author's name is its heading.
    const idOf = (name: string) =>
      new RegExp(`data-comment="([0-9a-f-]{36})"(?:(?!data-comment)[\\s\\S])*?>${name}<`).exec(
        html,
      )?.[1] ?? "";
    const [good, spam] = [idOf("Approvable"), idOf("Rejectable")];
    expect(good).toMatch(/^[0-9a-f-]{36}$/);
    expect(spam).toMatch(/^[0-9a-f-]{36}$/);
    expect(spam).not.toBe(good);

    const reviewer = as("reviewer");
    expect(
      (
        await moderate(
          { id: good, decision: "approve" },
          { ...reviewer, origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    expect((await moderate({ id: good, decision: "publish" }, reviewer)).status).toBe(422);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await moderate({ id: missing, decision: "approve" }, reviewer)).status).toBe(404);
    const approved = await moderate({ id: good, decision: "approve" }, reviewer);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ ok: true, blog: article, decision: "approve" });
    expect((await moderate({ id: spam, decision: "reject" }, reviewer)).status).toBe(200);

    const articlePage = await (await get(`/en/blog/${article}`)).text();
    expect(articlePage).toContain("A helpful article about racking.");
    expect(articlePage).not.toContain("spam.example");
    const rejected = await (await get("/en/review?status=rejected", reviewer)).text();
    expect(rejected).toContain("Rejectable");
    expect(rejected).not.toContain("Approvable");
    // Both decisions are in the team's audit log, with who made them.
    const log = await (await get("/en/review?section=log", reviewer)).text();
    expect(log).toContain("Approved: Blog comment");
    expect(log).toContain("Rejected: Blog comment");
    expect(log).toContain("boss@example.com");
  });

  it("lists the contact messages and the job applications, and serves a CV as an attachment", async () => {
    const reviewer = as("reviewer");
    const messages = await (await get("/en/review?section=messages", reviewer)).text();
    expect(messages).toContain("Sara Al-Qahtani");
    expect(messages).toContain("We need 2,000 pallet positions in Riyadh.");
    const applications = await (await get("/ar/review?section=applications", reviewer)).text();
    expect(applications).toContain("Omar Al-Harbi");
    const href = /href="(\/api\/review\/cv\/[0-9a-f-]{36})"/.exec(applications)?.[1] ?? "";
    expect(href).not.toBe("");

    const download = await get(href, reviewer);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Omar CV\.pdf"/,
    );
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-security-policy")).toMatch(/^sandbox\b/);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(cv);
    expect((await get(href, as("reader"))).status).toBe(403);
    expect((await get("/api/review/cv/not-an-id", reviewer)).status).toBe(404);
  });

  it("shows each application's position and filters the applications by position", async () => {
    const reviewer = as("reviewer");
    const applications = (path: string) =>
      get(`/${path}`, reviewer).then(async (answer) => {
        expect(answer.status, path).toBe(200);
        return answer.text();
      });
    const cards = (html: string) =>
      ["Huda Al-Shehri", "Omar Al-Harbi", "Khalid Closed"].filter((name) => html.includes(name));

    // All of them, each with its position: the opening's title in the console's language (from
    // whichever language's slug it names), a closed one's slug, or a spontaneous application.
    const all = await applications("en/review?section=applications");
    expect(cards(all)).toEqual(["Huda Al-Shehri", "Omar Al-Harbi", "Khalid Closed"]);
    expect(all).toMatch(/>Position<\/dt><dd[^>]*><span dir="auto">Structural Design Engineer</);
    expect(all).toMatch(/>Position<\/dt><dd[^>]*>Spontaneous application</);
    expect(all).toMatch(/>Position<\/dt><dd[^>]*><span dir="auto">night-shift-storekeeper</);
    // The filter: a labelled GET form keeping the section, with all, spontaneous and each position.
    const form = /<form[^>]*role="search"[^>]*>[\s\S]*?<\/form>/.exec(all)?.[0] ?? "";
    expect(form).toMatch(/method="get"/);
    expect(form).toMatch(/aria-label="Filter the job applications"/);
    expect(form).toContain('<input type="hidden" name="section" value="applications"/>');
    expect(form).toMatch(
      /<label for="([^"]+)"[^>]*>Position<\/label><select id="\1" name="position"/,
    );
    for (const option of [
      '<option value="" selected="">All positions</option>',
      '<option value="-">Spontaneous application</option>',
      '<option value="structural-design-engineer">Structural Design Engineer</option>',
      '<option value="warehouse-operations-supervisor">Warehouse Operations Supervisor</option>',
      '<option value="night-shift-storekeeper">night-shift-storekeeper</option>',
    ]) {
      expect(form).toContain(option);
    }

    const named = await applications(
      "en/review?section=applications&position=structural-design-engineer",
    );
    expect(cards(named)).toEqual(["Huda Al-Shehri"]);
    expect(named).toContain(
      '<option value="structural-design-engineer" selected="">Structural Design Engineer</option>',
    );
    // The same opening by its Arabic slug, in the Arabic console: its Arabic title.
    const arabic = await applications(
      `ar/review?section=applications&position=${encodeURIComponent("مهندس-تصميم-إنشائي")}`,
    );
    expect(cards(arabic)).toEqual(["Huda Al-Shehri"]);
    expect(arabic).toContain("مهندس تصميم إنشائي");
    expect(arabic).not.toContain("Structural Design Engineer");

    const spontaneous = await applications("en/review?section=applications&position=-");
    expect(cards(spontaneous)).toEqual(["Omar Al-Harbi"]);
    const closed = await applications(
      "en/review?section=applications&position=night-shift-storekeeper",
    );
    expect(cards(closed)).toEqual(["Khalid Closed"]);
    const none = await applications("en/review?section=applications&position=no-such-opening");
    expect(cards(none)).toEqual([]);
    expect(none).toContain("No job applications for this position.");
    // An address the reader cannot use is the unfiltered list, never an error.
    const long = await applications(`en/review?section=applications&position=${"x".repeat(201)}`);
    expect(cards(long)).toHaveLength(3);
    // The total is the filtered list's.
    expect(all).toContain("Total: 3");
    expect(named).toContain("Total: 1");
  });

  it("counts the subscribers and exports the active ones, spreadsheet-safe", async () => {
    const reviewer = as("reviewer");
    const panel = await (await get("/en/review?section=subscribers", reviewer)).text();
    expect(panel).toContain('href="/api/review/subscribers.csv"');
    const csv = await get("/api/review/subscribers.csv", reviewer);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="subscribers-active-/,
    );
    const lines = (await csv.text()).trim().split("\n");
    expect(lines[0]).toBe("email,locale,status,subscribed_at,confirmed_at,unsubscribed_at");
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([
      `"'-active@example.com"`,
      '"second@example.com"',
    ]);
  });

  it.each([
    ["en", "Comics (1 waiting)", "Chapters (none waiting)"],
    ["ar", "القصص المصورة: قصة واحدة بانتظار المراجعة", "الفصول: لا شيء بانتظار المراجعة"],
  ])(
    "opens the submissions on the comic that waits, each kind with its count (%s)",
    async (locale, comics, chapters) => {
      const page = await get(`/${locale}/review?section=submissions`, as("reviewer"));
      expect(page.status).toBe(200);
      const html = await page.text();
      // The waiting comic is listed, under the Comics tab marked as the one shown.
      expect(html).toContain("Waiting Tales");
      expect(html).toMatch(
        new RegExp(`aria-current="page"[^>]*>${comics.replace(/[()]/g, "\\$&")}<`),
      );
      expect(html).toContain(`>${chapters}<`);
      // Each tab names its kind and state, so the one chosen by default stays reachable.
      expect(html).toContain("section=submissions&amp;kind=chapter&amp;state=received");
    },
  );

  it("keeps the operator's export scripts working on the shared code", async () => {
    if (embedded) await server.stop();
    const script = await runScript(["scripts/export-subscribers.mjs"], storeEnv(dataDir));
    expect(script.code).toBe(0);
    const statuses = script.stdout
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(",")[2]);
    expect(statuses.sort()).toEqual(['"active"', '"active"', '"pending"', '"unsubscribed"']);
    if (embedded) server = await startServer({ DATA_DIR: dataDir });
  }, 60_000);
});
