// The admins' people section over HTTP, on the production build: an admin finds people, gives a
// reader a role, ends a person's sessions and resets a reviewer's second factor (mailed to them,
// who must then set one up again); every change is in the audit log; nothing of the admin's own
// account changes here; a reviewer is refused the page and every door.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addUser, openStore } from "./comicsStore";
import { poster } from "./forms";
import { outbox } from "./mail";
import { call, signIn } from "./roles";
import { newDataDir, type RunningServer, startServer, storeEnv } from "./server";
import { rowsOnStore } from "./store";

const password = "People123!x";
const embedded = !process.env.DATABASE_URL;
const people = {
  admin: "chief@example.com",
  reviewer: "checker@example.com",
  reader: "plain@example.com",
} as const;

describe("people and roles", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  let cookies: Record<keyof typeof people, string>;
  const ids: Record<string, string> = {};
  const post = poster(() => server);
  const asAdmin = () => ({ origin: server.url, cookie: cookies.admin });

  beforeAll(async () => {
    const store = await openStore(dataDir);
    try {
      for (const [role, email] of Object.entries(people)) {
        ids[role] = await addUser(store.db, { email, role, password, name: `${role} person` });
      }
    } finally {
      await store.close();
    }
    // Its store made already (on PostgreSQL, its database): the server is given it as it is.
    server = await startServer(storeEnv(dataDir));
    cookies = await signIn(server.url, people, password);
  }, 120_000);
  afterAll(() => server?.stop());

  it("shows the admin the people they search for, and no one else the page", async () => {
    const found = await (
      await fetch(`${server.url}/en/admin/people?q=plain`, { headers: { cookie: cookies.admin } })
    ).text();
    expect(found).toContain(people.reader);
    expect(found).not.toContain(people.reviewer);
    const refused = await fetch(`${server.url}/en/admin/people`, {
      headers: { cookie: cookies.reviewer },
      redirect: "manual",
    });
    expect(refused.status).toBe(403);
  });

  it("changes a role, ends sessions, and refuses the admin's own account and the non-admins", async () => {
    const role = await post(
      "/api/admin/people/role",
      { id: ids.reader, role: "translator" },
      asAdmin(),
    );
    expect(role.status).toBe(200);
    expect(await role.json()).toMatchObject({ from: "reader", to: "translator" });

    const self = await post("/api/admin/people/role", { id: ids.admin, role: "reader" }, asAdmin());
    expect(self.status).toBe(403);
    expect((await self.json()).code).toBe("SELF");
    const byReviewer = await call(
      server.url,
      { method: "POST", path: "/api/admin/people/role", body: { id: ids.reader, role: "admin" } },
      cookies.reviewer,
    );
    expect(byReviewer.status).toBe(403);

    const ended = await post("/api/admin/people/end-sessions", { id: ids.reader }, asAdmin());
    expect(ended.status).toBe(200);
    const session = await fetch(`${server.url}/api/auth/get-session`, {
      headers: { cookie: cookies.reader },
    });
    expect(await session.json()).toBeNull();
  });

  it("resets a reviewer's second factor: mailed, signed out, and asked to set one up again", async () => {
    const reset = await post(
      "/api/admin/people/reset-second-factor",
      { id: ids.reviewer },
      asAdmin(),
    );
    expect(reset.status).toBe(200);
    await expect
      .poll(() => outbox(dataDir).find((mail) => mail.to.includes(people.reviewer))?.subject, {
        timeout: 15_000,
      })
      .toBe("Your two-step verification was reset");

    // Their password alone now opens a session, which reaches nothing until they set one up.
    const login = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ email: people.reviewer, password }),
    });
    const answer = await login.json();
    expect(answer.twoFactorRedirect).toBeUndefined();
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const refused = await call(
      server.url,
      { method: "GET", path: "/api/review/subscribers.csv" },
      cookie,
    );
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("SECOND_FACTOR_REQUIRED");
  });

  it("keeps every change in the audit log", async () => {
    if (embedded) await server.stop();
    const logged = await rowsOnStore<{ action: string; subject_id: string }>(
      dataDir,
      "select action, subject_id from review_log where subject_kind = 'person' order by created_at",
    );
    if (embedded) server = await startServer(storeEnv(dataDir));
    expect(logged.map((row) => `${row.action} ${row.subject_id}`)).toEqual([
      `setRole ${ids.reader}`,
      `endSessions ${ids.reader}`,
      `resetSecondFactor ${ids.reviewer}`,
    ]);
  });
});
