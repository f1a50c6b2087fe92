// The staff's content as visitors meet it (issue #30): the news list links to each item's own
// page, an item page shows its text and its language switch leads to its twin, each language's
// news has an Atom feed the news page links to, the sitemap lists the items with their twins,
// and the job openings have pages of their own. Checked by axe in both locales. The content is
// the first content (migration 0009); no comics are needed. Unknown items: routes.spec.ts.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { encodePath } from "@rawafed/i18n";
import { pagePath } from "../src/site/paths";
import { expect, hydrated, test } from "./fixtures";

const locales = ["en", "ar"] as const;
/** The news items of the first content: one slug in both languages. */
const newsSlugs = [
  "rawafed-at-riyadh-logistics-exhibition-2025",
  "smart-logistics-platform-launch",
  "rawafed-park-opens",
  "new-board-term-2024",
];
const item = "rawafed-park-opens";
const words = {
  en: {
    title: "Rawafed Park opens in Riyadh",
    text: "built at a cost of 149 million riyals",
    switchTo: "العربية",
    other: "ar",
    job: "Structural Design Engineer",
    jobSlug: "structural-design-engineer",
    jobText: "Full-time",
  },
  ar: {
    title: "افتتاح مجمع روافد اللوجستي في الرياض",
    text: "بتكلفة 149 مليون",
    switchTo: "English",
    other: "en",
    job: "مهندس تصميم إنشائي",
    jobSlug: "مهندس-تصميم-إنشائي",
    jobText: "دوام كامل",
  },
} as const;

const newsPath = (locale: string) => encodePath(pagePath("news", locale as "en"));
const itemPath = (locale: string, slug: string) =>
  encodePath(pagePath("newsItem", locale as "en", { news: slug }));

async function seriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const locale of locales) {
  const say = words[locale];

  test(`${locale}: the news list links to each item's page, and axe finds nothing serious`, async ({
    page,
  }) => {
    const response = await page.goto(newsPath(locale));
    expect(response?.status()).toBe(200);
    const hrefs = await page
      .locator(`main a[href^="${newsPath(locale)}/"]`)
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")))]);
    expect(hrefs.sort()).toEqual(newsSlugs.map((slug) => itemPath(locale, slug)).sort());
    expect(await seriousAxe(page)).toEqual([]);
    // A visitor follows one: its page opens, in the page (no second document).
    await hydrated(page);
    await page
      .locator(`main a[href="${itemPath(locale, item)}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${itemPath(locale, item)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.title);
  });

  test(`${locale}: a news item's page shows its text and its language switch leads to its twin`, async ({
    page,
  }) => {
    const response = await page.goto(itemPath(locale, item));
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.title);
    await expect(page.locator("main article").getByText(say.text)).toBeVisible();
    await expect(page.locator("main article img:not([alt=''])").first()).toBeVisible();
    expect(await seriousAxe(page)).toEqual([]);

    await hydrated(page);
    const twin = itemPath(say.other, item);
    const switcher = page.getByRole("link", { name: say.switchTo }).first();
    await expect(switcher).toHaveAttribute("href", twin);
    await switcher.click();
    await expect(page).toHaveURL(new RegExp(`${twin}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", say.other);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words[say.other].title);
  });

  test(`${locale}: the news feed is Atom, linked from the news page`, async ({
    page,
    request,
    baseURL,
  }) => {
    const feedPath = `${newsPath(locale)}/feed.xml`;
    await page.goto(newsPath(locale));
    const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", `${baseURL}${feedPath}`);
    const feed = await request.get(feedPath);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toMatch(/^application\/atom\+xml/);
    const xml = await feed.text();
    expect(xml).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`);
    expect(xml).toContain(`<title>${say.title}</title>`);
    for (const slug of newsSlugs) {
      expect(xml).toContain(`<id>${baseURL}${itemPath(locale, slug)}</id>`);
    }
  });

  test(`${locale}: a job opening has its own page, its type in the page's language`, async ({
    page,
  }) => {
    const path = encodePath(pagePath("job", locale, { job: say.jobSlug }));
    await page.goto(encodePath(pagePath("careers", locale)));
    await expect(page.locator(`main a[href="${path}"]`)).toHaveCount(1);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.job);
    await expect(page.locator("main").getByText(say.jobText).first()).toBeVisible();
    expect(await seriousAxe(page)).toEqual([]);
  });
}

test("the sitemap lists each news item with its Arabic twin", async ({ request, baseURL }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const slug of newsSlugs) {
    const [en, ar] = [itemPath("en", slug), itemPath("ar", slug)].map((path) => baseURL + path);
    const entry = new RegExp(`<url>\\s*<loc>${en}</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1] ?? "";
    expect(entry, slug).toContain(`hreflang="ar" href="${ar}"`);
    expect(xml).toContain(`<loc>${ar}</loc>`);
  }
});
