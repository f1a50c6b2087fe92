// A visitor reads, in both locales: a right-to-left manga with the arrow keys (the left arrow is the
// next page, whatever the interface's direction), a left-to-right comic, a vertical webtoon as a
// strip; the last page offers the next chapter, and the browser keeps the visitor's place.
import type { Page } from "@playwright/test";
import {
  clientAddress,
  demoCatalogReady,
  type Locale,
  locales,
  pageTotal,
  readerParts,
  seriousAxe,
  words,
} from "./comicsKit";
import { controlsAtMark, expect, hydrated, test } from "./fixtures";

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(15 * 60_000);
  await demoCatalogReady(playwright);
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
});

async function openChapter(page: Page, locale: Locale, path: string) {
  const response = await page.goto(`/${locale}/comics/${path}`);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  return readerParts(page, locale);
}

/** Where this browser keeps a visitor's place, once the page turn has been kept. */
const storedPlaces = (page: Page) =>
  page.evaluate(() => localStorage.getItem("rawafed.comics.progress") ?? "");

test("the reader takes keys from the moment the page says it is hydrated", async ({ page }) => {
  // The first arrow key of a spec once did nothing: the mark came before the reader's handler.
  const { live, dead } = await controlsAtMark(page, "/en/comics/harbor-lights/1");
  expect(dead).toEqual([]);
  expect(live).toBeGreaterThan(1);
});

for (const locale of locales) {
  const w = words[locale];

  test(`${locale}: a visitor reads a manga right to left with the arrow keys, goes on to the next chapter and resumes after a reload`, async ({
    page,
  }) => {
    const { region, position, live } = await openChapter(page, locale, "sand-lantern/1");
    await expect(region.getByRole("img").first()).toBeVisible();
    const total = await pageTotal(page, locale);
    expect(total).toBeGreaterThan(2);
    await expect(position).toHaveText(w.position(1, total));
    expect(await seriousAxe(page)).toEqual([]);
    // Search engines and shared links get the chapter described in the page's language.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      locale === "en" ? /^Read chapter 1 of .+ online/ : /^اقرأ الفصل 1 من «.+»/,
    );

    // In a manga the next page lies to the left.
    await page.keyboard.press("ArrowLeft");
    await expect(position).toHaveText(w.position(2, total));
    await expect(live).toHaveText(w.said(2, total));
    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveText(w.position(1, total));
    await expect(live).toHaveText(w.said(1, total));

    // To the last page: the end of the chapter offers the next one.
    for (let at = 2; at <= total; at++) {
      await page.keyboard.press("ArrowLeft");
      await expect(position).toHaveText(w.position(at, total));
    }
    await expect(live).toHaveText(w.said(total, total));
    await expect(region.getByText(w.end, { exact: true })).toBeVisible();
    const next = region.getByRole("link", { name: w.nextChapter });
    await expect(next).toHaveCount(2);
    await next.first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/comics/sand-lantern/2$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(w.chapter(2));
    await hydrated(page);

    // Two pages on, then a reload: the browser kept the place.
    const second = readerParts(page, locale);
    const secondTotal = await pageTotal(page, locale);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(second.position).toHaveText(w.position(3, secondTotal));
    await expect.poll(() => storedPlaces(page)).toContain('"page":3');
    await page.reload();
    await hydrated(page);
    await expect(readerParts(page, locale).position).toHaveText(w.position(3, secondTotal));
  });

  test(`${locale}: a visitor reads a left-to-right comic: the right arrow is the next page`, async ({
    page,
  }) => {
    const { position, live } = await openChapter(page, locale, "harbor-lights/1");
    const total = await pageTotal(page, locale);
    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveText(w.position(2, total));
    await expect(live).toHaveText(w.said(2, total));
    await page.keyboard.press("ArrowLeft");
    await expect(position).toHaveText(w.position(1, total));
    // The pager's buttons too, by the mouse.
    await page
      .getByRole("button", { name: locale === "en" ? "Next page" : "الصفحة التالية" })
      .click();
    await expect(position).toHaveText(w.position(2, total));
    // End goes to the last page, which offers chapter 2.
    await page.keyboard.press("End");
    await expect(position).toHaveText(w.position(total, total));
    await expect(page.getByRole("link", { name: w.nextChapter }).first()).toHaveAttribute(
      "href",
      new RegExp(`/${locale}/comics/harbor-lights/2(\\?|$)`),
    );
  });

  test(`${locale}: a visitor reads a webtoon as a vertical strip, by scrolling and by keys`, async ({
    page,
  }) => {
    const { region, position } = await openChapter(page, locale, "rooftop-radio/1");
    const total = await pageTotal(page, locale);
    expect(total).toBeGreaterThan(1);
    await expect(position).toHaveText(w.position(1, total));
    // Every page is in the strip.
    await expect(region.locator("[data-reader-page]")).toHaveCount(total);
    expect(await seriousAxe(page)).toEqual([]);

    // Scrolling the strip moves the indicator on.
    await region.getByRole("img").first().hover();
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(position).not.toHaveText(w.position(1, total), { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    // Home goes back to the first page, End to the last, where the next chapter waits.
    await page.keyboard.press("Home");
    await expect(position).toHaveText(w.position(1, total));
    await expect(async () => {
      await page.keyboard.press("PageDown");
      await expect(position).not.toHaveText(w.position(1, total), { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    // End scrolls smoothly down the strip: the link is clicked once the scroll has ended, not
    // while it moves under the pointer (a click then landed on a page and toggled the bars).
    const scrolled = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          document.addEventListener("scrollend", () => resolve(), { once: true, capture: true }),
        ),
    );
    await page.keyboard.press("End");
    await scrolled;
    await expect(position).toHaveText(w.position(total, total));
    await expect(region.getByText(w.end, { exact: true })).toBeVisible();
    await region.getByRole("link", { name: w.nextChapter }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/comics/rooftop-radio/2$`));
    await hydrated(page);
    await expect(readerParts(page, locale).position).toHaveText(w.positionRe);
  });
}

for (const locale of locales) {
  test(`${locale}: a chapter in the other language opens from the comic page (?lang=)`, async ({
    page,
  }) => {
    const w = words[locale];
    await page.goto(`/${locale}/comics/sand-lantern`);
    await hydrated(page);
    const chapters = page.getByRole("main").getByRole("region", { name: w.chapters });
    // The list of the other language: Arabic in /en, English in /ar.
    const other = chapters.getByRole("list").nth(locale === "en" ? 1 : 0);
    await other.getByRole("link", { name: new RegExp(`^${w.chapter(1)} `) }).click();
    const lang = locale === "en" ? "arabic" : "english";
    await expect(page).toHaveURL(new RegExp(`/${locale}/comics/sand-lantern/1\\?lang=${lang}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      locale === "en" ? "الفانوس الذي يشير" : "The Lantern That Points",
    );
  });
}
