// The reader's modes, in both locales, on the demo catalog: reading settings (fit to width, two
// pages side by side, tap zones) kept per comic across a reload, zoom by keys and buttons, the
// keyboard shortcuts from `?`, full screen; a right-to-left manga in spreads (its first page on
// the right) and a left-to-right comic. axe finds nothing serious with a dialog open.
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
import { expect, hydrated, test } from "./fixtures";

const say = {
  en: {
    settings: "Reading settings",
    width: "Fit to width",
    spreads: /^Two pages side by side/,
    tapZones: /^Turn pages by tapping/,
    shortcuts: "Keyboard shortcuts",
    next: "Next page",
    zoomIn: "Zoom in",
    fullscreen: "Full screen",
    pageImage: (n: number) => `Page ${n}`,
  },
  ar: {
    settings: "إعدادات القراءة",
    width: "ملاءمة العرض",
    spreads: /^صفحتان متجاورتان/,
    tapZones: /^تقليب الصفحات بالنقر/,
    shortcuts: "اختصارات لوحة المفاتيح",
    next: "الصفحة التالية",
    zoomIn: "تكبير",
    fullscreen: "ملء الشاشة",
    pageImage: (n: number) => `الصفحة ${n}`,
  },
} as const;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(15 * 60_000);
  await demoCatalogReady(playwright);
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  // A landscape screen: two pages fit side by side.
  await page.setViewportSize({ width: 1400, height: 900 });
});

async function openChapter(page: Page, locale: Locale, path: string) {
  const response = await page.goto(`/${locale}/comics/${path}`);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  return readerParts(page, locale);
}

for (const locale of locales) {
  const w = words[locale];
  const s = say[locale];

  test(`${locale}: a reader sets a manga to two pages side by side and fit to width, kept for that comic after a reload`, async ({
    page,
  }) => {
    const { region, position } = await openChapter(page, locale, "sand-lantern/1");
    const total = await pageTotal(page, locale);
    expect(total).toBeGreaterThan(3);

    await region.getByRole("button", { name: s.settings }).click();
    const dialog = page.getByRole("dialog", { name: s.settings });
    await dialog.getByRole("checkbox", { name: s.spreads }).check();
    expect(await seriousAxe(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // The cover alone, then pages 2 and 3 together, the manga's first on the right.
    await region.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(position).toHaveText(w.position(2, total));
    const two = region.getByAltText(s.pageImage(2), { exact: true });
    const three = region.getByAltText(s.pageImage(3), { exact: true });
    await expect(two).toBeVisible();
    await expect(three).toBeVisible();
    const [right, left] = [await two.boundingBox(), await three.boundingBox()];
    expect(right?.x ?? 0).toBeGreaterThan(left?.x ?? 0);
    await page.keyboard.press("ArrowLeft");
    await expect(position).toHaveText(w.position(4, total));

    // Kept for this comic: after a reload the spread is still there; another comic reads single.
    await page.reload();
    await hydrated(page);
    const again = readerParts(page, locale);
    await again.region.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(again.region.getByAltText(s.pageImage(3), { exact: true })).toBeVisible();
    await openChapter(page, locale, "harbor-lights/1");
    const other = readerParts(page, locale);
    await other.region.focus();
    await page.keyboard.press("ArrowRight");
    await expect(other.position).toHaveText(w.position(2, await pageTotal(page, locale)));
    await expect(other.region.getByAltText(s.pageImage(3), { exact: true })).toBeHidden();
  });

  test(`${locale}: a reader zooms a page with the keys and the bar, lists the shortcuts with ?, and turns off the tap zones`, async ({
    page,
  }) => {
    const { region, position } = await openChapter(page, locale, "harbor-lights/1");
    const total = await pageTotal(page, locale);
    const first = region.getByAltText(s.pageImage(1), { exact: true });
    const fitted = (await first.boundingBox())?.width ?? 0;
    await region.focus();
    await page.keyboard.press("+");
    await page.keyboard.press("+");
    await expect
      .poll(async () => (await first.boundingBox())?.width ?? 0)
      .toBeCloseTo(fitted * 2, -1);
    await region.getByRole("button", { name: s.zoomIn }).click();
    await expect
      .poll(async () => (await first.boundingBox())?.width ?? 0)
      .toBeCloseTo(fitted * 3, -1);
    await region.focus();
    await page.keyboard.press("0");
    await expect.poll(async () => (await first.boundingBox())?.width ?? 0).toBeCloseTo(fitted, -1);

    await page.keyboard.press("?");
    const keys = page.getByRole("dialog", { name: s.shortcuts });
    await expect(keys.getByText(s.next, { exact: true })).toBeVisible();
    expect(await seriousAxe(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(keys).toBeHidden();

    // With the tap zones off, a click on the next page's side (the right, left to right) turns
    // nothing; the setting is on by default.
    await region.getByRole("button", { name: s.settings }).click();
    const dialog = page.getByRole("dialog", { name: s.settings });
    await dialog.getByRole("radio", { name: s.width }).check();
    await dialog.getByRole("checkbox", { name: s.tapZones }).uncheck();
    await page.keyboard.press("Escape");
    const box = await first.boundingBox();
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) * 0.95, (box?.y ?? 0) + 100);
    await expect(position).toBeHidden();
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) * 0.95, (box?.y ?? 0) + 100);
    await expect(position).toHaveText(w.position(1, total));
    await expect(region).toHaveAttribute("data-fit", "width");
    // Full screen: the reader is the screen; Escape (the browser's) leaves it.
    await region.getByRole("button", { name: s.fullscreen }).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.hasAttribute("data-reader")))
      .toBe(true);
  });
}
