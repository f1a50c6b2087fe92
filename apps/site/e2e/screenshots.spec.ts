import { encodePath, type Locale } from "@rawafed/i18n";
import { pagePath } from "../src/site/paths";
import { expect, hydrated, test } from "./fixtures";

// The pages whose look is pinned per locale: home, a default-layout page, a six-layout page and
// the 404 page. The copyright line is masked: its year changes on its own.
const pages = (locale: Locale) => [
  { name: "home", path: pagePath("home", locale) },
  { name: "about-us", path: pagePath("aboutUs", locale) },
  {
    name: "service-six-layout",
    path: pagePath("serviceList", locale, { servicesSlug: "storage-solutions" }),
  },
  { name: "not-found", path: `/${locale}/no-such-page` },
];

for (const locale of ["en", "ar"] as const) {
  test.describe(`screenshots in ${locale}`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    for (const { name, path } of pages(locale)) {
      test(`${name} looks as reviewed`, async ({ page }) => {
        await page.goto(encodePath(path));
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
        await expect(page).toHaveScreenshot(`${name}-${locale}.png`, {
          fullPage: true,
          mask: [page.locator("footer p").last()],
        });
      });
    }
  });
}
