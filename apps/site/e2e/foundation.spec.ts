import { formatDate, formatNumber } from "@rawafed/i18n";
import { expect, holdScripts, hydrated, test } from "./fixtures";

const cases = [
  { locale: "en", dir: "ltr", h1: /Storage, logistics and manufacturing/ },
  { locale: "ar", dir: "rtl", h1: /تخزين وخدمات لوجستية وتصنيع/ },
] as const;

for (const { locale, dir, h1 } of cases) {
  test(`/${locale} is server-rendered with lang=${locale} dir=${dir}`, async ({ request }) => {
    const response = await request.get(`/${locale}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html[^>]*lang="${locale}"[^>]*dir="${dir}"`));
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<main[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toMatch(h1);
  });

  test(`/${locale} reads the same with JavaScript off`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${locale}`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await context.close();
  });
}

test("the page hydrates: the language switch navigates without a full reload", async ({ page }) => {
  await page.goto("/en");
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/تخزين وخدمات لوجستية/);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test("the page's content keeps its server DOM and the visitor's focus through hydration", async ({
  page,
}) => {
  // The visitor tabs into the page's copy before its scripts have arrived.
  const release = await holdScripts(page);
  await page.goto("/en/about-us", { waitUntil: "commit" });
  const heading = page.getByRole("main").getByRole("heading", { level: 1 });
  await heading.waitFor();
  await page.getByRole("main").getByRole("link").first().focus();
  await page.evaluate(() => {
    const keep = window as unknown as { serverHeading: Element | null; focused: Element | null };
    keep.serverHeading = document.querySelector("main h1");
    keep.focused = document.activeElement;
  });
  release();
  await hydrated(page);
  // Past the re-render that follows hydration, when a deferred boundary could be re-drawn: the
  // page's chunks all in, then a frame drawn and the main thread idle.
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 5_000 })),
      ),
  );
  const kept = await page.evaluate(() => {
    const keep = window as unknown as { serverHeading: Element | null; focused: Element | null };
    return {
      heading: keep.serverHeading?.isConnected,
      focus: keep.focused !== document.body && keep.focused === document.activeElement,
    };
  });
  expect(kept).toEqual({ heading: true, focus: true });
});

test("/ redirects to the visitor's language", async ({ request }) => {
  const response = await request.get("/", {
    headers: { "Accept-Language": "ar-SA,ar;q=0.9,en;q=0.5" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/ar");
  expect(response.headers().vary).toMatch(/Accept-Language/);
});

test("numbers and dates print the same in the browser as on the server", async ({ page }) => {
  await page.goto("/ar");
  for (const locale of ["en", "ar"] as const) {
    const browser = await page.evaluate((tag) => {
      const date = new Intl.DateTimeFormat(tag, {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date("2025-05-27T00:00:00Z"));
      return { date, number: new Intl.NumberFormat(tag).format(44000.5) };
    }, `${locale}-u-ca-gregory-nu-latn`);
    expect(browser).toEqual({
      date: formatDate(locale, "2025-05-27"),
      number: formatNumber(locale, 44000.5),
    });
  }
});
