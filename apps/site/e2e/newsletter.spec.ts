// The newsletter's pages behind its mails, in a browser: the confirmation link, and the
// unsubscribe page's one button, by keyboard, with and without script, checked by axe.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { siteDataDir } from "./siteData";

// The e2e server runs without SMTP_URL: its mails land in its data directory's outbox.
const outbox = join(siteDataDir(), "outbox");

/** The text part of the newest mail to `email` (quoted-printable decoded), once it is written. */
async function mailTo(email: string): Promise<string> {
  let found = "";
  await expect
    .poll(() => {
      if (!existsSync(outbox)) return false;
      for (const name of readdirSync(outbox).filter((file) => file.endsWith(".eml"))) {
        const raw = readFileSync(join(outbox, name), "utf8");
        if (!new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}$`, "m").test(raw)) continue;
        const text = raw.slice(raw.indexOf("Content-Type: text/plain"));
        found = text
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          );
        return true;
      }
      return false;
    })
    .toBe(true);
  return Buffer.from(found, "latin1").toString("utf8");
}

const linkIn = (text: string, path: string) =>
  text.match(new RegExp(`https?://\\S+/${path}\\?token=[A-Za-z0-9_-]+`))?.[0] ?? "";

async function subscribe(request: APIRequestContext, email: string, locale: "en" | "ar") {
  const response = await request.post("/api/newsletter", {
    data: { email },
    headers: { Referer: `/${locale}/about-us` },
  });
  expect(response.status()).toBe(201);
  return mailTo(email);
}

async function seriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("the confirmation link confirms the subscription, in the subscriber's language", async ({
  page,
  request,
}) => {
  const mail = await subscribe(request, unique("e2e-confirm"), "ar");
  await page.goto(linkIn(mail, "ar/newsletter/confirm"));
  // Hydration reuses the server's outcome: the spent link is not asked again.
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "تم تأكيد اشتراكك" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  expect(await seriousAxe(page)).toEqual([]);
});

test("the unsubscribe page's one button is reached by keyboard and unsubscribes in place", async ({
  page,
  request,
}) => {
  const mail = await subscribe(request, unique("e2e-unsubscribe"), "en");
  await page.goto(linkIn(mail, "en/newsletter/unsubscribe"));
  await hydrated(page);
  expect(await seriousAxe(page)).toEqual([]);
  const button = page.getByRole("button", { name: "Unsubscribe" });
  await expect(page.getByRole("button")).toHaveCount(1);
  // Tab from the top of the page until the button has the focus.
  for (let i = 0; i < 10 && !(await button.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  const outcome = page.getByRole("heading", { level: 1, name: "You have been unsubscribed" });
  await expect(page.getByRole("status")).toContainText("You have been unsubscribed");
  await expect(outcome).toBeFocused();
  await expect(page.getByRole("button")).toHaveCount(0);
  expect(await seriousAxe(page)).toEqual([]);
  // It held: the page, loaded again, says so.
  await page.reload();
  await expect(outcome).toBeVisible();
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the unsubscribe button still works: a form post, then the page with the outcome", async ({
    page,
    request,
  }) => {
    const mail = await subscribe(request, unique("e2e-nojs"), "ar");
    const link = linkIn(mail, "ar/newsletter/unsubscribe");
    await page.goto(link);
    await page.getByRole("button", { name: "إلغاء الاشتراك" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "تم إلغاء اشتراكك" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(new URL(link).pathname);
  });
});
