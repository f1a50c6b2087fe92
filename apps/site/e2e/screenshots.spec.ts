import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { encodePath, type Locale } from "@rawafed/i18n";
import { pagePath } from "../src/site/paths";
import { clientAddress, demoCatalogReady, readerParts } from "./comicsKit";
import { expect, hydrated, test } from "./fixtures";

// The pages whose look is pinned per locale: home, a default-layout page, a six-layout page and
// the 404 page. The copyright line is masked: its year changes on its own. The request's id (the
// 404 page's reference) is the one each request brings, the same in every run.
const pages = (locale: Locale) => [
  { name: "home", path: pagePath("home", locale) },
  { name: "about-us", path: pagePath("aboutUs", locale) },
  {
    name: "service-six-layout",
    path: pagePath("serviceList", locale, { servicesSlug: "storage-solutions" }),
  },
  { name: "not-found", path: `/${locale}/no-such-page` },
];

/** Opens `path` as a returning visitor sees it: fonts in place, every picture decoded. */
async function settled(page: Page, path: string) {
  await page.goto(path);
  // The second load has Cairo in the cache: the screenshot never depends on the network's
  // timing (a late face is swapped in, `font-display: fallback`).
  await page.reload();
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  // Lazy pictures below the fold load now, not halfway through the full-page capture.
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images, (image) => {
        image.loading = "eager";
        return image.decode().catch(() => undefined);
      }),
    ),
  );
}

for (const locale of ["en", "ar"] as const) {
  test.describe(`screenshots in ${locale}`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    for (const { name, path } of pages(locale)) {
      test(`${name} looks as reviewed`, async ({ page }) => {
        await page.setExtraHTTPHeaders({ "x-request-id": "screenshot-reference" });
        await settled(page, encodePath(path));
        await expect(page).toHaveScreenshot(`${name}-${locale}.png`, {
          fullPage: true,
          mask: [page.locator("footer p").last()],
        });
      });
    }
  });
}

// The chapter reader (layout five): its dark bar with the language link, on a phone and a desktop.
// A demo chapter whose pages the server has drawn (the catalog is seeded on its first start).
test.describe("reader screenshots", () => {
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(15 * 60_000);
    await demoCatalogReady(playwright);
  });
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders(clientAddress());
  });

  for (const locale of ["en", "ar"] as const) {
    for (const width of [390, 1280]) {
      test(`the reader looks as reviewed in ${locale} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await settled(page, `/${locale}/comics/harbor-lights/1`);
        await expect(readerParts(page, locale).region.getByRole("img").first()).toBeVisible();
        // The bar's text passes axe's colour contrast, none of it left undecided (axe calls text
        // as light as its ground "incomplete", not a violation).
        const contrast = await new AxeBuilder({ page })
          .include("header")
          .withRules(["color-contrast"])
          .analyze();
        expect([...contrast.violations, ...contrast.incomplete]).toEqual([]);
        await expect(page).toHaveScreenshot(`reader-${locale}-${width}.png`, { fullPage: true });
      });
    }
  }
});
