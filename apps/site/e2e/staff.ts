// Accounts for the browser suites: written into the suite's store as the operator's tool makes
// them (`test/comicsStore.ts`, `addUser`), or made with the tool itself (`npm run users -- add`)
// where a suite needs what it prints; the staff with an authenticator app the suite holds
// (`test/totp.ts`). Signed in through the API from a page's own context (its cookies are the
// browser's), a staff member with the app's code as the log-in page would send it.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { isStaff } from "../src/server/accounts/roles";
import { addUser, openStore } from "../test/comicsStore";
import { storeEnv } from "../test/server";
import { appFromOutput, codeOf } from "../test/totp";
import { expect } from "./fixtures";

const appDir = join(import.meta.dirname, "..");

export interface NewAccount {
  email: string;
  role: string;
  name?: string;
  /** A staff member gets an authenticator app unless this is false. */
  secondFactor?: boolean;
}

/**
 * Adds active accounts with `password` to the suite's store, in one go (the embedded store only
 * while no server holds it). The tool would take some 5 s of a core and 1 GB for each: it loads
 * the server's TypeScript through Vite's module runner.
 */
export async function addAccounts(
  dataDir: string,
  password: string,
  accounts: readonly NewAccount[],
): Promise<void> {
  const store = await openStore(dataDir);
  try {
    for (const account of accounts) await addUser(store.db, { ...account, password });
  } finally {
    await store.close();
  }
}

/**
 * Adds an account with the operator's tool (the embedded store only while no server holds it), a
 * staff member with an app (`--totp`). Returns what the tool printed.
 */
export function addAccount(dataDir: string, email: string, role: string, password: string): string {
  const totp = isStaff(role) ? ["--totp"] : [];
  const made = spawnSync(
    process.execPath,
    ["scripts/users.mjs", "add", email, "--role", role, ...totp],
    {
      cwd: appDir,
      env: { ...process.env, ...storeEnv(dataDir), NODE_ENV: "production" },
      input: `${password}\n`,
      encoding: "utf8",
    },
  );
  expect(made.status, made.stderr).toBe(0);
  if (totp.length > 0) expect(appFromOutput(email, made.stdout)).not.toBe("");
  return made.stdout;
}

/** Signs `email` in from `page`'s context; `headers` adds to each call (a client address). */
export async function signInThrough(
  page: Page,
  base: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const sent = { origin: base, ...headers };
  const response = await page.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: sent,
  });
  expect(response.status()).toBe(200);
  if ((await response.json()).twoFactorRedirect !== true) return;
  const code = codeOf(email);
  expect(code, `${email}: the suite holds no app`).toBeDefined();
  const verified = await page.request.post(`${base}/api/auth/two-factor/verify-totp`, {
    data: { code },
    headers: sent,
  });
  expect(verified.status()).toBe(200);
}
