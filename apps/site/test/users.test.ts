// The operator's accounts tool (`npm run users`), on the server's own store: it makes a reviewer
// who can log in at once, changes a role (ending the person's sessions), lists the accounts, and
// on the embedded database refuses clearly while a server holds it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newDataDir, type RunningServer, runScript, startServer, storeEnv } from "./server";
import { secretOf, totpCode } from "./totp";

const embedded = !process.env.DATABASE_URL;

describe("npm run users", () => {
  const dataDir = newDataDir();
  let server: RunningServer | undefined;
  // A first start makes the store (the suite's own database on PostgreSQL) and migrates it; on the
  // embedded database the tool then needs the server stopped.
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir });
    if (embedded) await server.stop();
  }, 60_000);
  afterAll(() => server?.stop());

  const users = async (args: string[], password = "") => {
    const result = await runScript(
      ["scripts/users.mjs", ...args],
      { ...storeEnv(dataDir), NODE_ENV: "production" },
      `${password}\n`,
    );
    return { code: result.code, out: `${result.stdout}${result.stderr}` };
  };
  const signIn = (email: string, password: string) =>
    fetch(`${server?.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server?.url ?? "" },
      body: JSON.stringify({ email, password }),
    });

  it("refuses a weak password with the sign-up form's message, and a bad role", async () => {
    const weak = await users(["add", "boss@example.com", "--role", "reviewer"], "short");
    expect(weak.code).toBe(2);
    expect(weak.out).toMatch(/password/i);
    const role = await users(["add", "boss@example.com", "--role", "owner"], "Review123!x");
    expect(role.code).toBe(2);
    expect(role.out).toContain("reader, translator, reviewer, admin");
  });

  it("makes a reviewer, active at once, who logs in with that role", async () => {
    const added = await users(["add", "Boss@Example.com", "--role", "reviewer"], "Review123!x");
    expect(added).toMatchObject({ code: 0 });
    expect(added.out).toContain("added boss@example.com (reviewer)");
    expect((await users(["add", "boss@example.com", "--role", "admin"], "Review123!x")).code).toBe(
      2,
    );

    if (embedded) server = await startServer({ DATA_DIR: dataDir });
    const response = await signIn("boss@example.com", "Review123!x");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      user: { email: "boss@example.com", role: "reviewer", emailVerified: true },
    });
  }, 60_000);

  it("with --totp, sets up an authenticator app: log-in then asks for its code", async () => {
    if (embedded) await server?.stop();
    const added = await users(
      ["add", "admin@example.com", "--role", "admin", "--totp"],
      "Admin123!x",
    );
    expect(added.code).toBe(0);
    const uri = added.out.match(/^otpauth:\/\/totp\/\S+$/m)?.[0] ?? "";
    expect(uri).toContain("issuer=Rawafed");
    expect(decodeURIComponent(uri)).toContain("Rawafed:admin@example.com");
    const backup = added.out.match(/backup codes, each usable once: (.+)$/m)?.[1]?.split(" ") ?? [];
    expect(backup).toHaveLength(10);
    if (embedded) server = await startServer({ DATA_DIR: dataDir });

    // A right password starts no session: the code comes next, on the cookie of this try.
    const first = await signIn("admin@example.com", "Admin123!x");
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      twoFactorRedirect: true,
      twoFactorMethods: ["totp"],
    });
    const pending = first.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .filter((cookie) => cookie?.includes("two_factor"))
      .join("; ");
    expect(pending).not.toBe("");
    const verify = (path: string, code: string, cookie = pending) =>
      fetch(`${server?.url}/api/auth/two-factor/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server?.url ?? "", cookie },
        body: JSON.stringify({ code }),
      });
    // Not a code: refused by the forms' rule before the plugin reads it.
    expect(await (await verify("verify-totp", "12ab56")).json()).toMatchObject({
      fieldErrors: { code: "validation.secondFactorCode" },
    });
    const code = totpCode(secretOf(uri));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect((await verify("verify-totp", wrong)).status).toBe(401);
    const right = await verify("verify-totp", code);
    expect(right.status).toBe(200);
    const session = right.headers.getSetCookie().find((c) => c.includes("session_token"));
    const me = await fetch(`${server?.url}/api/auth/get-session`, {
      headers: { cookie: session?.split(";")[0] ?? "" },
    });
    expect(await me.json()).toMatchObject({ user: { email: "admin@example.com", role: "admin" } });

    // A backup code works once.
    const again = async () => {
      const answer = await signIn("admin@example.com", "Admin123!x");
      return answer.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .filter((cookie) => cookie?.includes("two_factor"))
        .join("; ");
    };
    const used = backup[0] ?? "";
    expect((await verify("verify-backup-code", used, await again())).status).toBe(200);
    expect((await verify("verify-backup-code", used, await again())).status).toBe(401);
  }, 60_000);

  it("beside a running server: refused clearly on the embedded database, shared on PostgreSQL", async () => {
    const listed = await users(["list"]);
    if (embedded) {
      expect(listed.code).toBe(3);
      expect(listed.out).toContain("in use by process");
      expect(listed.out).toContain("DATABASE_URL");
    } else {
      expect(listed.code).toBe(0);
      expect(listed.out).toContain("boss@example.com\treviewer");
    }
  });

  it("changes a role, ending the person's sessions, and lists the accounts", async () => {
    const signedIn = await signIn("boss@example.com", "Review123!x");
    const cookie = signedIn.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    if (embedded) await server?.stop();
    const changed = await users(["set-role", "boss@example.com", "admin"]);
    expect(changed).toMatchObject({ code: 0 });
    expect(changed.out).toContain("boss@example.com is now admin");
    expect((await users(["list"])).out).toMatch(/^boss@example\.com\tadmin\tverified\t/m);
    expect((await users(["set-role", "nobody@example.com", "admin"])).code).toBe(2);

    if (embedded) server = await startServer({ DATA_DIR: dataDir });
    const session = await fetch(`${server?.url}/api/auth/get-session`, { headers: { cookie } });
    expect(await session.json()).toBeNull();
  }, 60_000);
});
