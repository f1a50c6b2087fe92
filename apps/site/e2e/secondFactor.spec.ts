// A second factor at log-in, in both locales: an admin made with the operator's tool and
// `--totp` logs in with their password, is asked for the code of their authenticator app (computed
// here from the printed otpauth:// URI, as any app would), is told when a code is wrong, and
// reaches the page they came for with the right one; a backup code works once; an editor without
// a second factor is sent to set one up before anything else; a password reset by code still asks
// for the app's code; axe finds nothing serious. The suite runs its own server, its accounts made
// before it starts.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { outbox } from "../test/mail";
import { newDataDir, type RunningServer, startServer } from "../test/server";
import { codeOf, secretOf, totpCode } from "../test/totp";
import { allowRefusal, expect, hydrated, test } from "./fixtures";
import { addAccount, addAccounts } from "./staff";

const email = "admin@example.com";
const password = "Admin123!x";
const words = {
  en: {
    email: /^Email/,
    password: /^Password/,
    logIn: "Log in",
    title: "Enter your authentication code",
    code: /^Authentication code/,
    submit: "Verify and log in",
    wrong: "That code is not right.",
    required: "Your role on the site needs two-step verification",
    turnOn: "Turn on two-step verification",
    openApp: "Open in your authenticator app",
    confirm: "Turn on",
    backup: "Your backup codes",
    continue: "Continue",
  },
  ar: {
    email: /^البريد الإلكتروني/,
    password: /^كلمة المرور/,
    logIn: "دخول",
    title: "أدخل رمز التحقق",
    code: /^رمز التحقق/,
    submit: "تحقق وسجل الدخول",
    wrong: "هذا الرمز غير صحيح.",
    required: "يتطلب دورك في الموقع التحقق بخطوتين",
    turnOn: "تفعيل التحقق بخطوتين",
    openApp: "افتحه في تطبيق المصادقة",
    confirm: "تفعيل",
    backup: "رموز الاسترداد",
    continue: "متابعة",
  },
} as const;

test.describe.configure({ mode: "serial" });

let server: RunningServer;
let dataDir = "";
let backupCodes: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = newDataDir();
  // The admin with the operator's tool, which prints the backup codes; before the server holds
  // the embedded store.
  const made = addAccount(dataDir, email, "admin", password);
  backupCodes = made.match(/backup codes, each usable once: (.+)$/m)?.[1]?.split(" ") ?? [];
  await addAccounts(dataDir, password, [
    // A publisher whose password is then reset by code.
    { email: "publisher@example.com", role: "publisher" },
    // Editors made without an app: log-in takes them to set one up.
    ...(["en", "ar"] as const).map((locale) => ({
      email: `editor-${locale}@example.com`,
      role: "editor",
      secondFactor: false,
    })),
  ]);
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
});

test.afterAll(() => server?.stop());

let clients = 0;
/** Each test from a client address of its own (behind the trusted proxy). */
async function ownAddress(page: Page) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.7.0.${++clients}` });
}

async function passwordStep(page: Page, locale: "en" | "ar", next: string) {
  const say = words[locale];
  await page.goto(`${server.url}/${locale}/login?next=${encodeURIComponent(next)}`);
  await hydrated(page);
  await page.getByRole("textbox", { name: say.email }).fill(email);
  await page.getByLabel(say.password).fill(password);
  await page.getByRole("button", { name: say.logIn }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.title);
}

for (const locale of ["en", "ar"] as const) {
  const say = words[locale];

  test(`${locale}: after the password, the app's code; a wrong one is said on the field`, async ({
    page,
  }) => {
    await ownAddress(page);
    allowRefusal(page, /\/api\/auth\/two-factor\/verify-totp$/);
    const next = `/${locale}/review`;
    await passwordStep(page, locale, next);
    const code = page.getByRole("textbox", { name: say.code });
    await expect(code).toBeFocused();
    expect(
      (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
        ["serious", "critical"].includes(v.impact ?? ""),
      ),
    ).toEqual([]);

    const right = codeOf(email) ?? "";
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");
    await code.fill(wrong);
    await page.getByRole("button", { name: say.submit }).click();
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(code).toHaveAccessibleDescription(new RegExp(say.wrong));
    await expect(code).toHaveValue(wrong);

    await code.fill(codeOf(email) ?? "");
    await page.getByRole("button", { name: say.submit }).click();
    await expect(page).toHaveURL(`${server.url}${next}`);
  });
}

test("en: a backup code logs in once, then no more", async ({ page }) => {
  await ownAddress(page);
  allowRefusal(page, /\/api\/auth\/two-factor\/verify-backup-code$/);
  const say = words.en;
  const backup = backupCodes[0] ?? "";
  await passwordStep(page, "en", "/en/account");
  await page.getByRole("textbox", { name: say.code }).fill(backup);
  await page.getByRole("button", { name: say.submit }).click();
  await expect(page).toHaveURL(`${server.url}/en/account`);

  await page.context().clearCookies();
  await passwordStep(page, "en", "/en/account");
  const code = page.getByRole("textbox", { name: say.code });
  await code.fill(backup);
  await page.getByRole("button", { name: say.submit }).click();
  await expect(code).toHaveAccessibleDescription(new RegExp(say.wrong));
});

for (const locale of ["en", "ar"] as const) {
  const say = words[locale];

  test(`${locale}: an editor without a second factor sets one up before anything else`, async ({
    page,
  }) => {
    await ownAddress(page);
    const editor = `editor-${locale}@example.com`;
    const next = `/${locale}/studio`;
    await page.goto(`${server.url}/${locale}/login?next=${encodeURIComponent(next)}`);
    await hydrated(page);
    await page.getByRole("textbox", { name: say.email }).fill(editor);
    await page.getByLabel(say.password).fill(password);
    await page.getByRole("button", { name: say.logIn }).click();

    // Sent to the settings' two-step section, the studio kept as where they were going.
    await expect(page).toHaveURL(/\/account\/settings\?next=/);
    await expect(page.getByRole("alert").filter({ hasText: say.required })).toBeVisible();
    const studioCall = await page.request.post(`${server.url}/api/studio/review`, {
      data: { versionId: "00000000-0000-4000-8000-000000000000" },
      headers: { origin: server.url },
    });
    expect(studioCall.status()).toBe(403);
    expect((await studioCall.json()).code).toBe("SECOND_FACTOR_REQUIRED");

    await hydrated(page);
    const turnOn = page.locator("#turn-on-two-factor");
    await turnOn.getByLabel(say.password).fill(password);
    await turnOn.getByRole("button", { name: say.turnOn }).click();
    const link = page.getByRole("link", { name: say.openApp });
    const appUri = (await link.getAttribute("href")) ?? "";
    expect(appUri).toMatch(/^otpauth:\/\/totp\//);
    await expect(page.getByRole("img", { name: /QR/ })).toBeVisible();
    expect(
      (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
        ["serious", "critical"].includes(v.impact ?? ""),
      ),
    ).toEqual([]);

    await page.getByRole("textbox", { name: say.code }).fill(totpCode(secretOf(appUri)));
    await page.getByRole("button", { name: say.confirm, exact: true }).click();
    await expect(page.getByRole("heading", { name: say.backup })).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/ }),
    ).toHaveCount(10);
    await page.getByRole("button", { name: say.continue }).click();
    // On to where they were going: the studio (it opens on its news list).
    await expect(page).toHaveURL(new RegExp(`/${locale}/studio/`));
  });
}

test("en: a password reset by code still asks for the app's code before logging in", async ({
  page,
}) => {
  await ownAddress(page);
  const who = "publisher@example.com";
  await page.goto(`${server.url}/en/forgot-password`);
  await hydrated(page);
  await page.getByRole("textbox", { name: /^Email/ }).fill(who);
  await page.getByRole("button").last().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter the reset code");
  let mail = "";
  await expect
    .poll(() => {
      mail =
        outbox(dataDir)
          .filter((one) => one.to.includes(who))
          .at(-1)?.text ?? "";
      return mail;
    })
    .toMatch(/\b\d{6}\b/);
  const resetCode = mail.match(/\b\d{6}\b/)?.[0] ?? "";
  await page.getByRole("textbox").first().focus();
  await page.keyboard.type(resetCode);
  await page.getByRole("button", { name: "Confirm the code" }).click();
  await expect(page).toHaveURL(/\/en\/new-password$/);
  await hydrated(page);
  await page.getByLabel(/^New password/).fill("Fresh123!x");
  await page.getByLabel(/^Confirm password/).fill("Fresh123!x");
  await page.getByRole("button", { name: "Save" }).click();

  // The mailbox alone does not log a protected account in: the app's code comes next.
  const code = page.getByRole("textbox", { name: words.en.code });
  await expect(code).toBeVisible();
  await code.fill(codeOf(who) ?? "");
  await page.getByRole("button", { name: words.en.submit }).click();
  await expect(page).toHaveURL(`${server.url}/en/account`);
});
