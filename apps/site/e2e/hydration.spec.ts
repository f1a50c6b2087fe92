// `<html data-hydrated="true">` is what every spec (and any script) waits for before it presses a
// key or clicks: it must not come before the page's own controls answer. The router renders the
// page inside a Suspense boundary that React hydrates in a pass after the document's; a mark set
// by the document came first, and a key pressed then did nothing (the reader's first arrow key).
import type { Page } from "@playwright/test";
import { controlsAtMark, expect, hydrated, test } from "./fixtures";

for (const path of [
  "/en",
  "/ar/faq",
  "/en/careers",
  "/ar/no-such-page",
  // Drawn per request from the staff's content: an item's page and an opening's (with its form).
  encodeURI("/ar/الأخبار/rawafed-park-opens"),
  "/en/careers/structural-design-engineer",
]) {
  test(`${path}: the page's controls answer when the page says it is hydrated`, async ({
    page,
  }) => {
    const { live, dead } = await controlsAtMark(page, path);
    expect(dead).toEqual([]);
    expect(live).toBeGreaterThan(0);
  });
}

/** Every script the page has requested so far. */
const requestedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js")),
  );

/** The page has painted and applied its whole stylesheets: its loader has run. */
async function styled(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelectorAll("link[data-after-paint]").length > 0 &&
      document.querySelectorAll('link[data-after-paint]:not([media="all"])').length === 0,
  );
}

test("a company page loads its code after the paint for a visitor not saving data", async ({
  page,
}) => {
  await page.goto("/en/about-us");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
});

/** The browser's data saver on (`navigator.connection.saveData`), as a browser sets it when asked to. */
const saveData = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true } });
  });

test.describe("for a visitor saving data", () => {
  test.beforeEach(({ page }) => saveData(page));

  for (const path of ["/en", "/ar/about-us", encodeURI("/ar/اتصل-بنا")]) {
    test(`${path}: a company page read and not touched loads no code; reached for, it hydrates`, async ({
      page,
    }) => {
      // A phone's screen: the contact page's form is out of reach below the page's copy.
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(path);
      await styled(page);
      expect(await requestedScripts(page)).toEqual([]);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
      await hydrated(page);
      expect((await requestedScripts(page)).length).toBeGreaterThan(0);
    });
  }

  test("a form near the screen brings the page's code without a touch", async ({ page }) => {
    // A tall screen: the form's top is within 400 px of its bottom edge, unscrolled.
    await page.setViewportSize({ width: 1280, height: 1100 });
    await page.goto(encodeURI("/ar/اتصل-بنا"));
    const top = await page
      .locator("main form")
      .evaluate((form) => form.getBoundingClientRect().top);
    expect(top).toBeLessThan(1100 + 400);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  });

  test("scrolled down the page, the back-to-top button comes", async ({ page }) => {
    await page.goto("/en/about-us");
    await styled(page);
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible();
  });
});

test("the comics platform's pages load their code at once", async ({ page }) => {
  await page.goto("/en/comics");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
});

test.describe("on a phone, saving data", () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  test.beforeEach(({ page }) => saveData(page));

  for (const [path, name] of [
    ["/en/about-us", "Open menu"],
    ["/ar", "فتح القائمة"],
  ] as const) {
    test(`${path}: the first tap on the menu, before any code, opens it`, async ({ page }) => {
      await page.goto(path);
      await styled(page);
      expect(await requestedScripts(page)).toEqual([]);
      await page.getByRole("button", { name }).tap();
      await expect(page.getByRole("dialog")).toBeVisible();
    });
  }
});
