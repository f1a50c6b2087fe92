import { encodePath } from "@rawafed/i18n";
import { pagePath, staticPageIds } from "../src/site/paths";
import { expect, test } from "./fixtures";

const localeCases = [
  { locale: "en", dir: "ltr" },
  { locale: "ar", dir: "rtl" },
] as const;

test.describe("every page in both locales", () => {
  for (const { locale, dir } of localeCases) {
    for (const pageId of staticPageIds) {
      const path = pagePath(pageId, locale);
      test(`${path} answers 200 with its h1 and ${locale}/${dir} in the server HTML`, async ({
        request,
      }) => {
        const response = await request.get(encodePath(path), { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toMatch(new RegExp(`<html[^>]*lang="${locale}"[^>]*dir="${dir}"`));
        expect(html).toMatch(/<h1[^>]*>[^<]+/);
      });
    }
  }
});

test("parameterised pages answer 200, unknown parameters 404 with the route message", async ({
  request,
}) => {
  for (const path of [
    "/en/blog/choosing-the-right-racking-system",
    "/ar/services/storage-solutions",
    "/en/services/storage-solutions/dock-levelers",
    // The staff's content: a news item and a job opening, each at its slug in each language.
    "/en/news/rawafed-park-opens",
    encodePath("/ar/الأخبار/rawafed-park-opens"),
    "/en/careers/structural-design-engineer",
    encodePath("/ar/careers/مهندس-تصميم-إنشائي"),
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(400);
  }
  for (const path of [
    "/en/blog/no-such-post",
    "/en/services/nothing",
    "/en/services/storage-solutions/nothing",
    "/en/news/no-such-item",
    "/en/careers/no-such-opening",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain(`Page Not Found: ${path}`);
  }
  // An opening's page answers at its own language's slug only.
  for (const path of [
    encodePath("/ar/الأخبار/no-such-item"),
    "/ar/careers/structural-design-engineer",
  ]) {
    expect((await request.get(path)).status(), decodeURI(path)).toBe(404);
  }
});

test("an unmatched path is a 404 with the error page texts", async ({ page }) => {
  const response = await page.goto("/en/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found!");
  await expect(
    page.getByText("We are sorry. But the page you are looking for is not available."),
  ).toBeVisible();
  await expect(page.getByText("Perhaps you can try a new search.")).toBeVisible();
  await expect(page.getByText("Page not found: /en/no-such-page")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Back to home" })).toHaveAttribute(
    "href",
    "/en",
  );
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the Arabic error page is in Arabic and right-to-left", async ({ page }) => {
  const response = await page.goto("/ar/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("main").getByRole("link", { name: /الرئيسية/ })).toHaveAttribute(
    "href",
    "/ar",
  );
});

test.describe("redirects", () => {
  const moves: [string, string][] = [
    ["/ar/news", encodePath("/ar/الأخبار")],
    ["/ar/contact-us", encodePath("/ar/اتصل-بنا")],
    [encodePath("/en/الأخبار"), "/en/news"],
    ["/ar/news/rawafed-park-opens", encodePath("/ar/الأخبار/rawafed-park-opens")],
    [encodePath("/en/الأخبار/rawafed-park-opens"), "/en/news/rawafed-park-opens"],
    ["/ar/news/feed.xml", encodePath("/ar/الأخبار/feed.xml")],
    ["/en/ar/faq", "/ar/faq"],
    ["/en/racks/selective-racking", "/en/services/storage-solutions/racking-systems"],
    ["/en/demo", "/en"],
  ];
  for (const [from, to] of moves) {
    test(`${decodeURI(from)} moves permanently to ${decodeURI(to)}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }
});

test("the sitemap lists every page in both locales with alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  for (const pageId of staticPageIds) {
    for (const { locale } of localeCases) {
      expect(xml).toContain(`${encodePath(pagePath(pageId, locale))}</loc>`);
    }
  }
  expect(xml).toContain('hreflang="x-default"');
  // The published items have pages of their own (editorial.spec.ts checks their twins).
  expect(xml).toContain(`${encodePath("/ar/الأخبار/rawafed-park-opens")}</loc>`);
  expect(xml).toContain("/en/careers/structural-design-engineer</loc>");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test("the build manifest is served for open tabs to poll", async ({ request }) => {
  const latest = await request.get(`/builds/latest.json?t=${Date.now()}`);
  expect(latest.status()).toBe(200);
  const { id } = await latest.json();
  expect(id).toBeTruthy();
  const meta = await request.get(`/builds/meta/${id}.json`);
  expect(meta.status()).toBe(200);
  expect((await meta.json()).id).toBe(id);
});

test("pages carry the security headers and remember the language", async ({ request }) => {
  const response = await request.get("/ar/faq");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["set-cookie"]).toMatch(/locale=ar; Max-Age=31536000; Path=\/; SameSite=Lax/);
});

// PNG, not SVG: Chromium draws an SVG icon as a page of its own in the page's renderer, a
// main-thread task of 9-11 ms after every load.
test("the tab and home-screen icons are PNG images that load", async ({ page, request }) => {
  await page.goto("/en");
  const icons = page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]');
  await expect(icons).toHaveCount(2);
  for (const href of await icons.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  )) {
    const response = await request.get(href ?? "");
    expect(response.status(), String(href)).toBe(200);
    expect(response.headers()["content-type"], String(href)).toBe("image/png");
    const signature = (await response.body()).subarray(1, 4).toString();
    expect(signature, String(href)).toBe("PNG");
  }
});
