import { writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { encodePath } from "@rawafed/i18n";
import { pagePath } from "../src/site/paths";
import { expect, holdRequests, hydrated, test } from "./fixtures";

/** The paths of the font files a page requests, as it requests them. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}

test("a page's stylesheets cross the network once each, and not again while it hydrates", async ({
  page,
}) => {
  // What crosses the network, as Chromium's own network log says: a stylesheet the browser asks
  // for again and gets from its cache is not fetched twice. (Chromium 150 fetches a disabled
  // stylesheet's link as it parses it, then asks its cache once the loader enables it.)
  const stylesheets: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const sent = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.type === "Stylesheet") sent.set(event.requestId, event.request.url);
  });
  cdp.on("Network.responseReceived", (event) => {
    const url = sent.get(event.requestId);
    if (url && !event.response.fromDiskCache && !event.response.fromPrefetchCache) {
      stylesheets.push(url);
    }
  });
  await page.goto(encodePath(pagePath("careers", "ar")));
  await hydrated(page);
  // Applied whole, before the page's code ran: each link the page named is on.
  const named = await page
    .locator("link[data-after-paint]")
    .evaluateAll((links) =>
      links.map((link) =>
        [(link as HTMLLinkElement).href, (link as HTMLLinkElement).media].join(" "),
      ),
    );
  expect(named.length).toBeGreaterThan(0);
  // The form's chunk (and its stylesheets) load as it nears the screen: bring it there, and give
  // them time to show up.
  await page.locator("main form").first().scrollIntoViewIfNeeded();
  await page.locator("main form[data-ready]").waitFor();
  await page.waitForLoadState("networkidle");
  expect(stylesheets.map((url) => `${url} all`).sort()).toEqual([...named].sort());
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
  const releaseLabel = await holdRequests(page, /cairo-arabic-label/);
  await page.goto(pagePath("home", "en"), { waitUntil: "domcontentloaded" });
  await page.getByRole("link", { name: "العربية" }).first().waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  releaseLabel();
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

/**
 * The whole page once everything it will draw has come: its fonts, and every picture (a lazy one
 * too: the capture scrolls over them, and whether one arrives in time would be a race).
 */
async function drawnWhole(page: Page): Promise<Buffer> {
  await page.evaluate(async () => {
    const pictures = [...document.images];
    for (const picture of pictures) picture.loading = "eager";
    await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  return page.screenshot({ fullPage: true });
}

test.describe("a page's first paint, with only the rules its markup uses", () => {
  // Without script the rules left for after the first paint never come: what shows is the
  // critical CSS alone.
  test.use({ javaScriptEnabled: false });
  const pages = [
    ...(["home", "aboutUs", "contactUs", "careers", "faq"] as const).flatMap((name) =>
      (["en", "ar"] as const).map((locale) => encodePath(pagePath(name, locale))),
    ),
    // The staff's content: an opening's page (with the application form) and a news item's.
    encodePath(pagePath("job", "en", { job: "structural-design-engineer" })),
    encodePath(pagePath("job", "ar", { job: "مهندس-تصميم-إنشائي" })),
    encodePath(pagePath("newsItem", "ar", { news: "rawafed-park-opens" })),
  ];
  for (const path of pages) {
    test(`${path} looks as it does with every rule`, async ({ page }, testInfo) => {
      await page.goto(path);
      const critical = await drawnWhole(page);
      // The same page with its stylesheets enabled: every rule of every stylesheet it inlines.
      await page.route(`**${path}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<link rel="stylesheet" href="[^"]+") disabled data-after-paint>/g,
          "$1>",
        );
        await route.fulfill({ response, body: html });
      });
      await page.reload();
      await expect(page.locator('link[rel="stylesheet"]:not([disabled])').first()).toBeAttached();
      const whole = await drawnWhole(page);
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
