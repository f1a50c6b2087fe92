// What the studio's browser suites share: their own server, its staff written into its store first
// (the embedded database is one process's at a time), signing in from an address of one's own, a
// field found by its label, and axe.
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Locale, MessageId } from "@rawafed/i18n";
import { newDataDir, type RunningServer, startServer } from "../test/server";
import { say } from "./catalog";
import { expect } from "./fixtures";
import { addAccounts, signInThrough } from "./staff";

export const appDir = join(import.meta.dirname, "..");
export const studioPassword = "Studio123!x";

/**
 * A server of the suite's own with `staff` (email and role) in its store; `env` adds to its
 * environment (an SMTP sink's address...).
 */
export async function startStudioSuite(
  staff: readonly (readonly [email: string, role: string])[],
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = newDataDir();
  await addAccounts(
    dataDir,
    studioPassword,
    staff.map(([email, role]) => ({ email, role })),
  );
  return startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1", SEED_DEMO: "0", ...env });
}

let signIns = 0;
const address = (n: number) =>
  `10.${(process.pid % 200) + 20}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
/** Signs in through the API from the page's own context (its cookie is the browser's). */
export async function signIn(page: Page, server: RunningServer, email: string) {
  // An address per sign-in (better-auth limits them per address), per worker process too.
  await signInThrough(page, server.url, email, studioPassword, {
    "x-forwarded-for": address(++signIns),
  });
}

/** Axe finds nothing serious or critical on the page. */
export async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) =>
    ["serious", "critical"].includes(v.impact ?? ""),
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A field by its label (which may say "(required)" after it). */
export const field = (page: Page, locale: Locale, id: MessageId) =>
  page.getByRole("textbox", { name: new RegExp(`^${literal(say(locale, id))}`) }).first();
