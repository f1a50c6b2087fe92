// App passwords for reading apps, in both locales: a reader makes one in their settings, sees it
// once with the catalogs' addresses and their user name, copies it, and a reading app (HTTP Basic)
// then opens their personal feed with it; once revoked, it opens nothing. axe finds nothing
// serious on the settings with the new password shown.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { newDataDir, type RunningServer, startServer } from "../test/server";
import { expect, hydrated, test } from "./fixtures";
import { addAccounts, signInThrough } from "./staff";

const password = "Reading123!x";
const words = {
  en: {
    name: /^Name of the reading app/,
    make: "Make an app password",
    made: "The app password was made. Copy it below: it is shown only once.",
    panel: "Your app password for Panels",
    copy: "Copy the password",
    copied: "The password was copied.",
    done: "Done",
    revoke: "Revoke Panels",
    revoked: "The app password was revoked",
  },
  ar: {
    name: /^اسم تطبيق القراءة/,
    make: "إنشاء كلمة مرور للتطبيق",
    made: "أُنشئت كلمة المرور. انسخها من الأسفل: فهي لا تظهر إلا مرة واحدة.",
    panel: "كلمة المرور لتطبيق Panels",
    copy: "نسخ كلمة المرور",
    copied: "نُسخت كلمة المرور.",
    done: "تم",
    revoke: "إلغاء Panels",
    revoked: "أُلغيت كلمة المرور",
  },
} as const;

test.describe.configure({ mode: "serial" });

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = newDataDir();
  await addAccounts(
    dataDir,
    password,
    (["en", "ar"] as const).map((locale) => ({
      email: `apps-${locale}@example.com`,
      role: "reader",
    })),
  );
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
});

test.afterAll(() => server?.stop());

const seriousFindings = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
    ["serious", "critical"].includes(v.impact ?? ""),
  );

const asApp = (email: string, key: string) => ({
  authorization: `Basic ${Buffer.from(`${email}:${key}`).toString("base64")}`,
});

for (const [index, locale] of (["en", "ar"] as const).entries()) {
  const say = words[locale];
  const email = `apps-${locale}@example.com`;

  test(`${locale}: a reader makes an app password, a reading app opens their feeds with it, and it is revoked`, async ({
    page,
    context,
  }) => {
    const client = { "x-forwarded-for": `10.9.0.${index + 1}` };
    await page.setExtraHTTPHeaders(client);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await signInThrough(page, server.url, email, password, client);
    // Their settings' language, which the feeds are written in (the tool makes English ones).
    const settings = await page.request.post(`${server.url}/api/account/settings`, {
      data: { mailLocale: locale },
      headers: { origin: server.url, ...client },
    });
    expect(settings.status()).toBe(200);
    await page.goto(`${server.url}/${locale}/account/settings#app-passwords`);
    await hydrated(page);

    await page.getByRole("textbox", { name: say.name }).fill("Panels");
    await page.getByRole("button", { name: say.make }).click();
    await expect(page.getByRole("status").filter({ hasText: say.made })).toBeVisible();
    const panel = page.getByRole("region", { name: say.panel });
    await expect(panel).toBeVisible();
    const key = (await panel.locator("code").nth(3).textContent()) ?? "";
    expect(key).toMatch(/^rwf_[A-Za-z]{64}$/);
    await expect(panel.getByText(email, { exact: true })).toBeVisible();
    await expect(panel.getByText(`${server.url}/opds/v1.2/catalog`, { exact: true })).toBeVisible();
    await expect(panel.getByText(`${server.url}/opds/key/${key}/v1.2/catalog`)).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);

    await panel.getByRole("button", { name: say.copy }).click();
    await expect(panel.getByRole("status")).toHaveText(say.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    // What a reading app does with it: the person's own feed opens.
    const feed = await page.request.get(`${server.url}/opds/v1.2/history`, {
      headers: asApp(email, key),
    });
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`xml:lang="${locale}"`);

    // Put away, it is listed by name and can be revoked; then it opens nothing.
    await panel.getByRole("button", { name: say.done }).click();
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: say.revoke }).click();
    await expect(page.getByRole("status").filter({ hasText: say.revoked })).toBeVisible();
    await expect(page.getByRole("button", { name: say.revoke })).toHaveCount(0);
    const refused = await page.request.get(`${server.url}/opds/v1.2/history`, {
      headers: asApp(email, key),
    });
    expect(refused.status()).toBe(401);
  });
}
