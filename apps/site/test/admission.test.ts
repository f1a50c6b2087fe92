// The one door of every API call (`server/http/admission.ts`), over HTTP on the production build:
// its checks come in their order on a representative endpoint (the console's moderation POST):
// another site's post 403 before anything, the limit 429 (with Retry-After) before the session,
// 401 for a visitor and 403 for a role the endpoint is not for before the body is read, then the
// body's cap (413), type (415) and reading (400), then the schema (422, the forms' shape). Every
// review endpoint refuses every role it is not for (`expectRoleRefusals`); the operator's tool
// makes the studio's editors and publishers, who are no reviewers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addUser, openStore } from "./comicsStore";
import { call, cookiePairs, type EndpointCall, expectRoleRefusals, signIn } from "./roles";
import { newDataDir, type RunningServer, runScript, startServer, storeEnv } from "./server";
import { serverFnId } from "./serverFns";
import { appFromOutput } from "./totp";

const PASSWORD = "Admission123!";
const id = "00000000-0000-4000-8000-000000000000";

/** Every endpoint of the console, each with a body a reviewer could send. */
const reviewEndpoints: EndpointCall[] = [
  { method: "POST", path: "/api/review/comments/moderate", body: { id, decision: "approve" } },
  { method: "POST", path: "/api/review/comic-comments", body: { id, decision: "hide" } },
  { method: "POST", path: "/api/review/reports", body: { id } },
  { method: "POST", path: "/api/review/requests", body: { id, decision: "decline" } },
  {
    method: "POST",
    path: "/api/review/submissions/decide",
    body: { kind: "comic", id, decision: "approve" },
  },
  { method: "POST", path: "/api/review/submissions/transcripts", body: { id } },
  { method: "POST", path: "/api/review/translators", body: { id, decision: "approve" } },
  { method: "GET", path: `/api/review/cv/${id}` },
  { method: "GET", path: "/api/review/subscribers.csv" },
];

const people = {
  reader: "reader@example.com",
  translator: "translator@example.com",
  reviewer: "reviewer@example.com",
  admin: "admin@example.com",
  editor: "editor@example.com",
  publisher: "publisher@example.com",
} as const;
type Person = keyof typeof people;
/** Staff made without their second factor yet. */
const unprotected = {
  "bare-reviewer@example.com": "reviewer",
  "bare-editor@example.com": "editor",
} as const;

describe("the admission of API calls", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  let cookies: Record<Person, string>;

  beforeAll(async () => {
    const store = await openStore(dataDir);
    try {
      for (const who of ["reader", "translator", "reviewer", "admin"] as const) {
        await addUser(store.db, { email: people[who], role: who, password: PASSWORD });
      }
    } finally {
      await store.close();
    }
    // The studio's roles, as the operator makes them, with their authenticator app.
    for (const role of ["editor", "publisher"] as const) {
      const made = await runScript(
        ["scripts/users.mjs", "add", people[role], "--role", role, "--totp"],
        { ...storeEnv(dataDir), NODE_ENV: "production" },
        `${PASSWORD}\n`,
      );
      expect([role, made.code]).toEqual([role, 0]);
      expect(made.stdout).toContain(`added ${people[role]} (${role})`);
      expect(appFromOutput(people[role], made.stdout)).not.toBe("");
    }
    // A reviewer and an editor who have not set up their second factor yet.
    const bare = await openStore(dataDir);
    try {
      for (const [email, role] of Object.entries(unprotected)) {
        await addUser(bare.db, { email, role, password: PASSWORD, secondFactor: false });
      }
    } finally {
      await bare.close();
    }
    server = await startServer({ ...storeEnv(dataDir), TRUST_PROXY: "1" });
    cookies = await signIn(server.url, people, PASSWORD);
  }, 180_000);
  afterAll(() => server?.stop());

  const moderate = (
    body: BodyInit,
    headers: Record<string, string> & { from: string },
    type = "application/json",
  ) => {
    const { from, ...rest } = headers;
    return fetch(`${server.url}/api/review/comments/moderate`, {
      method: "POST",
      headers: { origin: server.url, "content-type": type, "x-forwarded-for": from, ...rest },
      body,
    });
  };
  const valid = JSON.stringify({ id, decision: "approve" });
  const huge = JSON.stringify({ id, decision: "approve", pad: "x".repeat(64 * 1024) });
  const as = (who: Person) => ({ cookie: cookies[who] });

  it("refuses another site's post first, whoever sends it and whatever its body", async () => {
    for (const headers of [{}, as("reviewer"), as("reader")]) {
      const answer = await moderate(huge, {
        ...headers,
        from: "192.0.2.1",
        origin: "https://evil.example",
      });
      expect(answer.status).toBe(403);
      expect((await answer.json()).fieldErrors).toEqual({ _form: "validation.fieldInvalid" });
    }
  });

  it("counts a client's calls before reading its session: a visitor past the limit waits", async () => {
    const statuses: number[] = [];
    let refused: Response | undefined;
    // Counted in fixed minutes: a run that crosses into the next one still meets the limit.
    for (let i = 0; i <= 240 && !refused; i++) {
      const answer = await moderate(valid, { from: "192.0.2.2" });
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
      else await answer.body?.cancel();
    }
    // The console's limit is 120 a minute: every call before it was the visitor's 401.
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(120);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([401]));
    if (!refused) throw new Error(`no 429 in ${statuses.length} calls`);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).fieldErrors).toEqual({ _form: "validation.tooManyRequests" });
    // The limit is per client: a reviewer elsewhere goes on.
    expect((await moderate(valid, { ...as("reviewer"), from: "192.0.2.3" })).status).toBe(404);
  });

  it("answers a visitor 401 and a role the endpoint is not for 403, before reading the body", async () => {
    const visitor = await moderate(huge, { from: "192.0.2.4" });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ code: "UNAUTHORIZED", message: "Log in to do this." });
    for (const who of ["reader", "translator", "editor", "publisher"] as const) {
      const answer = await moderate(huge, { ...as(who), from: "192.0.2.4" }, "text/plain");
      expect([who, answer.status]).toEqual([who, 403]);
      expect(await answer.json()).toEqual({
        code: "FORBIDDEN",
        message: "The reviewing team only.",
      });
    }
  });

  it("then reads the body within its cap (413), of its type (415), readable (400)", async () => {
    const reviewer = { ...as("reviewer"), from: "192.0.2.5" };
    const tooLarge = await moderate(huge, reviewer);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get("connection")).toBe("close");
    expect((await tooLarge.json()).fieldErrors).toEqual({ _form: "validation.max" });
    expect((await moderate(valid, reviewer, "text/plain")).status).toBe(415);
    expect((await moderate('{"id": ', reviewer)).status).toBe(400);
    expect((await moderate("[1, 2]", reviewer)).status).toBe(400);
  });

  it("then checks it against the endpoint's schema: 422 with the forms' field errors", async () => {
    const answer = await moderate(JSON.stringify({ id: "not-an-id", decision: "publish" }), {
      ...as("admin"),
      from: "192.0.2.6",
      referer: `${server.url}/ar/review`,
    });
    expect(answer.status).toBe(422);
    const body = await answer.json();
    expect(body).toMatchObject({ ok: false, fieldErrors: { id: expect.any(String) } });
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["decision", "id"]);
    // Said in the language of the page it was sent from.
    expect(body.messages.id).toMatch(/[\u0600-\u06ff]/);
  });

  it("lets the team through to the endpoint's own answer", async () => {
    for (const who of ["reviewer", "admin"] as const) {
      const answer = await moderate(valid, { ...as(who), from: "192.0.2.7" });
      expect([who, answer.status]).toEqual([who, 404]);
    }
  });

  it("refuses every review endpoint to a visitor (401) and to every role but the team's (403)", async () => {
    await expectRoleRefusals(server.url, reviewEndpoints, {
      visitor: null,
      reader: cookies.reader,
      translator: cookies.translator,
      editor: cookies.editor,
      publisher: cookies.publisher,
    });
  });

  it("refuses a staff member without a second factor everything, whatever their role (403)", async () => {
    const bare = await signIn(
      server.url,
      { reviewer: "bare-reviewer@example.com", editor: "bare-editor@example.com" },
      PASSWORD,
    );
    const endpoints: EndpointCall[] = [
      ...reviewEndpoints,
      { method: "POST", path: "/api/studio/review", body: { versionId: id } },
      // A reader's call too: the account reaches nothing until it has one.
      { method: "POST", path: "/api/comics/follow", body: { comic: id, follow: true } },
    ];
    const got: string[] = [];
    for (const endpoint of endpoints) {
      for (const [who, cookie] of Object.entries(bare)) {
        const response = await call(server.url, endpoint, cookie);
        const code = /"code":"(\w+)"/.exec(await response.text())?.[1];
        got.push(`${endpoint.path} as ${who}: ${response.status} ${code}`);
      }
    }
    expect(got).toEqual(
      endpoints.flatMap((endpoint) =>
        ["reviewer", "editor"].map(
          (who) => `${endpoint.path} as ${who}: 403 SECOND_FACTOR_REQUIRED`,
        ),
      ),
    );
    // The console's data, asked of its server function as its page would: refused too.
    const consoleData = await fetch(`${server.url}/_serverFn/${serverFnId("getReviewConsole")}`, {
      headers: {
        cookie: bare.reviewer ?? "",
        origin: server.url,
        "sec-fetch-site": "same-origin",
        "x-tsr-serverfn": "true",
      },
    });
    expect(consoleData.status).toBe(403);
    expect(await consoleData.text()).toContain("SECOND_FACTOR_REQUIRED");
    // The same people, with their factor, get through: the console answers the reviewer.
    const through = await call(
      server.url,
      { method: "GET", path: "/api/review/subscribers.csv" },
      cookies.reviewer,
    );
    expect(through.status).toBe(200);
  });

  it("keeps a session's second step through a new password; the password alone opens none", async () => {
    // The admin's session was opened with their app's code; a new password replaces it.
    const [admin] = await signIn(server.url, { admin: people.admin }, PASSWORD).then(Object.values);
    const changed = await fetch(`${server.url}/api/account/password`, {
      method: "POST",
      headers: {
        origin: server.url,
        "content-type": "application/json",
        cookie: admin ?? "",
      },
      body: JSON.stringify({
        currentPassword: PASSWORD,
        newPassword: "Admission456!",
        confirmNewPassword: "Admission456!",
      }),
    });
    expect(changed.status).toBe(200);
    const fresh = cookiePairs(changed);
    const through = await call(
      server.url,
      { method: "GET", path: "/api/review/subscribers.csv" },
      fresh,
    );
    expect(through.status).toBe(200);

    // The password alone opens no session of an account with an app: only its code does.
    const halfway = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ email: people.admin, password: "Admission456!" }),
    });
    expect(await halfway.json()).toMatchObject({ twoFactorRedirect: true });
    // (The plugin clears the session cookie: an empty one, expired.)
    const opened = halfway.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c));
    expect(opened).toBe(false);
  });

  it("keeps the operator's tool refusing a role that does not exist", async () => {
    // Refused before the store is opened: the running server's hold on it does not matter.
    const refused = await runScript(
      ["scripts/users.mjs", "add", "owner@example.com", "--role", "owner"],
      { ...storeEnv(dataDir), NODE_ENV: "production" },
      `${PASSWORD}\n`,
    );
    expect(refused.code).toBe(2);
    expect(refused.stdout).toContain("reader, translator, reviewer, admin, editor, publisher");
  }, 60_000);
});
