import { writeFile } from "node:fs/promises";
import { encodePath } from "@rawafed/i18n";
import { pagePath } from "../src/site/paths";
import { expect, hydrated, test } from "./fixtures";

/** The paths of the font files a page requests, as it requests them. */
function fontRequests(page: import("@playwright/test").Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}

test("a page's inlined styles are not fetched again while it hydrates", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto(encodePath(pagePath("careers", "ar")));
  await hydrated(page);
  // The form's chunk (and its stylesheets) load as it nears the screen: bring it there, and give
  // them time to show up.
  await page.locator("main form").first().scrollIntoViewIfNeeded();
  await page.locator("main form[data-ready]").waitFor();
  await page.waitForLoadState("networkidle");
  expect(stylesheets).toEqual([]);
});

test("a client-side navigation still brings the styles the next page needs", async ({ page }) => {
  await page.goto(pagePath("aboutUs", "en"));
  await hydrated(page);
  const direct = await page.context().newPage();
  await direct.goto(pagePath("careers", "en"));
  // The message box's and the CV drop zone's rules are in stylesheets about-us does not inline.
  const look = (p: typeof page) =>
    p.locator("form#job").evaluate((form) => {
      const textarea = getComputedStyle(form.querySelector("textarea") as Element);
      const zone = getComputedStyle(
        form.querySelector('input[type="file"]')?.parentElement as Element,
      );
      return [textarea.resize, textarea.minBlockSize, zone.borderTopStyle, zone.display].join(" ");
    });
  const expected = await look(direct);
  await direct.close();

  await page
    .locator(`a[href="${pagePath("careers", "en")}"]:visible`)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${pagePath("careers", "en")}$`));
  await expect.poll(() => look(page)).toBe(expected);
});

test("an English page loads no Arabic font but the face of its one Arabic word", async ({
  page,
}) => {
  const fonts = fontRequests(page);
  // A slow network: the label's face is late, and what stands in meanwhile must cost nothing.
  await page.route(/cairo-arabic-label/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(pagePath("home", "en"));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  expect(fonts.some((path) => path.includes("cairo-arabic-wght"))).toBe(false);
  expect(fonts.filter((path) => /cairo-(latin-wght|arabic-label)/.test(path))).toHaveLength(2);
  const label = page.getByRole("link", { name: "العربية" }).first().locator("span");
  await expect(label).toHaveCSS("font-family", /^"Cairo Arabic Label"/);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Cairo Arabic Label"'))).toBe(
    true,
  );

  // Reaching for the switch fetches the Arabic subset, so the Arabic page can draw with it.
  await hydrated(page);
  const arabicFont = page.waitForRequest((request) => request.url().includes("cairo-arabic-wght"));
  await page.getByRole("link", { name: "العربية" }).first().hover();
  await arabicFont;
  await page.getByRole("link", { name: "العربية" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  expect(await page.evaluate(() => document.fonts.check('16px "Cairo Variable"', "عربي"))).toBe(
    true,
  );
});

test("an Arabic page loads Cairo's Arabic and Latin subsets", async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto(encodePath(pagePath("home", "ar")));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  expect(fonts.filter((path) => /cairo-(latin|arabic)-wght/.test(path))).toHaveLength(2);
});

test.describe("a page's first paint, with only the rules its markup uses", () => {
  // Without script the rules left for after the first paint never come: what shows is the
  // critical CSS alone.
  test.use({ javaScriptEnabled: false });
  // Cairo is `font-display: optional`: a face that is not ready within the block period is not
  // used for that page view, even from the cache. On a machine busy with the rest of the suite one
  // capture in several runs missed it (once in five full runs today, /ar/careers), which is the
  // font's timing, not the rules under test: a capture pair that differs is taken once more.
  test.describe.configure({ retries: 1 });
  const pages = (["home", "aboutUs", "contactUs", "careers", "faq"] as const).flatMap((name) =>
    (["en", "ar"] as const).map((locale) => encodePath(pagePath(name, locale))),
  );
  for (const path of pages) {
    test(`${path} looks as it does with every rule`, async ({ page }, testInfo) => {
      // Fonts cached first. On a busy machine a capture could measure the page's height while
      // Cairo was still on its way (text laid out, unseen, in the fallback's taller metrics) and
      // draw it once Cairo had come: a white band under the footer that the reload, its fonts
      // cached, did not have.
      await page.goto(path);
      await page.goto(path);
      const critical = await page.screenshot({ fullPage: true });
      // The same page with its stylesheets enabled: every rule of every stylesheet it inlines.
      await page.route(`**${path}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<link rel="stylesheet" href="[^"]+") disabled>/g,
          "$1>",
        );
        await route.fulfill({ response, body: html });
      });
      await page.reload();
      await expect(page.locator('link[rel="stylesheet"]:not([disabled])').first()).toBeAttached();
      const whole = await page.screenshot({ fullPage: true });
      if (!critical.equals(whole)) {
        for (const [name, shot] of [
          ["critical-rules", critical],
          ["every-rule", whole],
        ] as const) {
          const file = testInfo.outputPath(`${name}.png`);
          await writeFile(file, shot);
          await testInfo.attach(name, { path: file, contentType: "image/png" });
        }
      }
      expect(critical.equals(whole), "first paint differs from the finished page").toBe(true);
    });
  }
});
