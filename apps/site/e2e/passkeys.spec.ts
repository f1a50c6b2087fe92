// Passkeys, in both locales, with Chromium's virtual authenticator (a device that holds
// discoverable credentials and is unlocked with a "fingerprint"): a reviewer without a second
// factor adds one at the log-in's set-up and the console opens; the passkey then logs them in
// alone; a log-in with their password asks for it before anything opens; their last passkey
// cannot be removed; a reader adds one and removes it; a device that does not recognise its
// person logs nobody in. WebAuthn needs a host name (never an IP address): the suite's pages are on
// `localhost`. axe finds nothing serious.
import AxeBuilder from "@axe-core/playwright";
import type { CDPSession, Page } from "@playwright/test";
import { newDataDir, type RunningServer, startServer } from "../test/server";
import { expect, hydrated, test } from "./fixtures";
import { addAccounts } from "./staff";

const password = "Review123!x";
const words = {
  en: {
    email: /^Email/,
    password: /^Password/,
    logIn: "Log in",
    required: "Your role on the site needs two-step verification",
    name: /^Name of this passkey/,
    add: "Add a passkey",
    withPasskey: "Use a passkey",
    confirm: "Confirm with your passkey",
    keepLast: "before you remove your last passkey",
    removed: "The passkey was removed.",
    cancelled: "No passkey was used",
  },
  ar: {
    email: /^البريد الإلكتروني/,
    password: /^كلمة المرور/,
    logIn: "دخول",
    required: "يتطلب دورك في الموقع التحقق بخطوتين",
    name: /^اسم مفتاح المرور هذا/,
    add: "إضافة مفتاح مرور",
    withPasskey: "استخدام مفتاح مرور",
    confirm: "التأكيد بمفتاح المرور",
    keepLast: "قبل أن تزيل آخر مفتاح مرور لديك",
    removed: "أُزيل مفتاح المرور.",
    cancelled: "لم يُستخدم أي مفتاح مرور",
  },
} as const;

test.describe.configure({ mode: "serial" });

let server: RunningServer;
/** The suite's server by host name: WebAuthn refuses IP addresses. */
let base = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = newDataDir();
  await addAccounts(
    dataDir,
    password,
    (["en", "ar"] as const).flatMap((locale) => [
      { email: `reviewer-${locale}@example.com`, role: "reviewer", secondFactor: false },
      { email: `reader-${locale}@example.com`, role: "reader" },
    ]),
  );
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
  base = server.url.replace("127.0.0.1", "localhost");
});

test.afterAll(() => server?.stop());

let clients = 0;
/** Each test from a client address of its own (behind the trusted proxy). */
async function ownAddress(page: Page) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.8.0.${++clients}` });
}

interface Device {
  cdp: CDPSession;
  id: string;
}

/**
 * A device for `page` that holds passkeys; `unlocks`: it checks its person (a fingerprint)
 * before it uses one, as phones and laptops do. Without: a bare security key.
 */
async function authenticator(page: Page, unlocks = true, cdp?: CDPSession): Promise<Device> {
  const session = cdp ?? (await page.context().newCDPSession(page));
  if (!cdp) await session.send("WebAuthn.enable");
  const { authenticatorId } = await session.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: unlocks,
      isUserVerified: unlocks,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp: session, id: authenticatorId };
}

async function logInWithPassword(page: Page, locale: "en" | "ar", email: string, next: string) {
  const say = words[locale];
  await page.goto(`${base}/${locale}/login?next=${encodeURIComponent(next)}`);
  await hydrated(page);
  await page.getByRole("textbox", { name: say.email }).fill(email);
  await page.getByLabel(say.password).fill(password);
  await page.getByRole("button", { name: say.logIn }).click();
}

const seriousFindings = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
    ["serious", "critical"].includes(v.impact ?? ""),
  );

for (const locale of ["en", "ar"] as const) {
  const say = words[locale];
  const reviewer = `reviewer-${locale}@example.com`;
  const next = `/${locale}/review`;

  test(`${locale}: a reviewer adds a passkey at set-up, logs in with it alone, and is asked for it after the password`, async ({
    page,
  }) => {
    await ownAddress(page);
    await authenticator(page);

    // The password alone: the set-up, the console kept as where they were going.
    await logInWithPassword(page, locale, reviewer, next);
    await expect(page).toHaveURL(/\/account\/settings\?next=/);
    await expect(page.getByRole("alert").filter({ hasText: say.required })).toBeVisible();
    await hydrated(page);
    await page.getByRole("textbox", { name: say.name }).fill("Test device");
    await page.getByRole("button", { name: say.add }).click();
    await expect(page).toHaveURL(`${base}${next}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // Its last passkey stays: no button removes it.
    await page.goto(`${base}/${locale}/account/settings`);
    await expect(page.getByText("Test device")).toBeVisible();
    await expect(page.getByText(say.keepLast)).toBeVisible();
    await expect(page.getByRole("button", { name: /Test device/ })).toHaveCount(0);
    expect(await seriousFindings(page)).toEqual([]);

    // The passkey alone logs in.
    await page.context().clearCookies();
    await page.goto(`${base}/${locale}/login?next=${encodeURIComponent(next)}`);
    await hydrated(page);
    await page.getByRole("button", { name: say.withPasskey }).click();
    await expect(page).toHaveURL(`${base}${next}`);

    // The password again: the passkey is asked for before the console opens, and the server
    // refuses the session meanwhile.
    await page.context().clearCookies();
    await logInWithPassword(page, locale, reviewer, next);
    await expect(page).toHaveURL(/\/account\/settings\?next=/);
    const refused = await page.request.post(`${base}/api/review/requests`, {
      data: { id: "00000000-0000-4000-8000-000000000000", decision: "decline" },
      headers: { origin: base },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe("SECOND_FACTOR_REQUIRED");
    await hydrated(page);
    await page.getByRole("button", { name: say.confirm }).click();
    await expect(page).toHaveURL(`${base}${next}`);
  });

  test(`${locale}: a reader adds a passkey and removes it`, async ({ page }) => {
    await ownAddress(page);
    await authenticator(page);
    await logInWithPassword(page, locale, `reader-${locale}@example.com`, `/${locale}/account`);
    await expect(page).toHaveURL(`${base}/${locale}/account`);
    await page.goto(`${base}/${locale}/account/settings#two-factor`);
    await hydrated(page);
    await page.getByRole("button", { name: say.add }).click();
    const remove = page.getByRole("button", { name: /^(Remove|إزالة) / });
    await expect(remove).toHaveCount(1);
    await remove.click();
    await expect(page.getByRole("status").filter({ hasText: say.removed })).toBeVisible();
    await expect(remove).toHaveCount(0);
  });
}

test("en: a passkey whose device refuses to unlock logs nobody in, and the page says so", async ({
  page,
}) => {
  await ownAddress(page);
  const phone = await authenticator(page);
  await logInWithPassword(page, "en", "reader-en@example.com", "/en/account");
  await expect(page).toHaveURL(`${base}/en/account`);
  await page.goto(`${base}/en/account/settings`);
  await hydrated(page);
  await page.getByRole("button", { name: words.en.add }).click();
  await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(1);

  // The fingerprint is not recognised: no passkey is used.
  await phone.cdp.send("WebAuthn.setUserVerified", {
    authenticatorId: phone.id,
    isUserVerified: false,
  });
  await page.context().clearCookies();
  await page.goto(`${base}/en/login?next=%2Fen%2Faccount`);
  await hydrated(page);
  const use = page.getByRole("button", { name: words.en.withPasskey });
  await use.click();
  await expect(page.getByRole("alert").filter({ hasText: words.en.cancelled })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login\?/);

  // Recognised: in.
  await phone.cdp.send("WebAuthn.setUserVerified", {
    authenticatorId: phone.id,
    isUserVerified: true,
  });
  await use.click();
  await expect(page).toHaveURL(`${base}/en/account`);
});
