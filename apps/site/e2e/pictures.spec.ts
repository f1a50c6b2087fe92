import type { Page } from "@playwright/test";
import { encodePath } from "@rawafed/i18n";
import ar from "../src/content/ar/index";
import en from "../src/content/en/index";
import { pagePath } from "../src/site/paths";
import { expect, test } from "./fixtures";

const content = { en, ar };

const divisionPages = [
  "services",
  "storageConsultancyServices",
  "integratedLogisticsSolutionsSector",
  "smartReleasedSector",
  "rawafedPark",
  "woodFactory",
  "metalFactory",
] as const;

/** The hero's picture: described, sized before it loads, AVIF first, and actually drawn. */
async function expectHeroPicture(page: Page, alt: string) {
  const img = page.locator("main header picture img").first();
  await expect(img).toHaveAttribute("alt", alt);
  await expect(img).toHaveAttribute("width", /\d+/);
  await expect(img).toHaveAttribute("height", /\d+/);
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect(page.locator("main header picture source").first()).toHaveAttribute(
    "type",
    "image/avif",
  );
  await expect
    .poll(() =>
      img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
}

for (const locale of ["en", "ar"] as const) {
  test(`every division page shows its picture (${locale})`, async ({ page }) => {
    for (const pageId of divisionPages) {
      const image = content[locale].pages[pageId].image;
      expect(image, pageId).toBeDefined();
      await page.goto(encodePath(pagePath(pageId, locale)));
      await expectHeroPicture(page, image?.alt ?? "");
      // Preloaded with the HTML.
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
    }
  });

  test(`every storage product shows its picture, on its page and its card (${locale})`, async ({
    page,
  }) => {
    const storage = content[locale].services.find(
      (service) => service.slug === "storage-solutions",
    );
    for (const item of storage?.items ?? []) {
      expect(item.image, item.id).toBeDefined();
      await page.goto(`/${locale}/services/storage-solutions/${item.id}`);
      await expectHeroPicture(page, item.image?.alt ?? "");
    }
    await page.goto(`/${locale}/services/storage-solutions`);
    for (const item of storage?.items ?? []) {
      // Below the fold: lazy, and described.
      const card = page.locator(`main img[alt="${item.image?.alt}"]`);
      await expect(card).toHaveAttribute("loading", "lazy");
    }
  });

  test(`every news and blog article has its picture (${locale})`, async ({ page }) => {
    // The first content (migration 0009): three articles and four news items, each with a cover.
    for (const [list, item, count] of [
      ["blogs", "blog", 3],
      ["news", "newsItem", 4],
    ] as const) {
      await page.goto(encodePath(pagePath(list, locale)));
      const prefix = encodePath(pagePath(item, locale, { blog: "x", news: "x" })).slice(0, -1);
      const hrefs = await page
        .locator(`main a[href^="${prefix}"]`)
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")))]);
      expect(hrefs).toHaveLength(count);
      await expect(page.locator('main li img:not([alt=""])')).toHaveCount(count);
      for (const href of hrefs) {
        await page.goto(href as string);
        await expect(page.locator('main article img:not([alt=""])').first()).toBeVisible();
      }
    }
  });
}

test("pictures take their box before they load: no layout shift on a division page", async ({
  page,
}) => {
  // Hold the pictures back: the page must already have their space reserved.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/images\//, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/en/rawafed-park", { waitUntil: "domcontentloaded" });
  const img = page.locator("main header picture img").first();
  const before = await img.boundingBox();
  expect(before?.height ?? 0).toBeGreaterThan(100);
  release();
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  expect((await img.boundingBox())?.height).toBe(before?.height);
});
