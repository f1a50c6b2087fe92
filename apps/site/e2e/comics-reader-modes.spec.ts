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
    pageImage: (n: number) => new RegExp(`^Page ${n} of \\d+$`),
    vertical: "Vertical",
    narrow: "Narrow",
    full: "Full width",
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
    pageImage: (n: number) => new RegExp(`^الصفحة ${n} من \\d+$`),
    vertical: "عمودي",
    narrow: "ضيّق",
    full: "كامل العرض",
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
    const two = region.getByAltText(s.pageImage(2));
    const three = region.getByAltText(s.pageImage(3));
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
    await expect(again.region.getByAltText(s.pageImage(3))).toBeVisible();
    await openChapter(page, locale, "harbor-lights/1");
    const other = readerParts(page, locale);
    await other.region.focus();
    await page.keyboard.press("ArrowRight");
    await expect(other.position).toHaveText(w.position(2, await pageTotal(page, locale)));
    await expect(other.region.getByAltText(s.pageImage(3))).toBeHidden();
  });

  test(`${locale}: a reader zooms a page with the keys and the bar, lists the shortcuts with ?, and turns off the tap zones`, async ({
    page,
  }) => {
    const { region, position } = await openChapter(page, locale, "harbor-lights/1");
    const total = await pageTotal(page, locale);
    const first = region.getByAltText(s.pageImage(1));
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

  test(`${locale}: a reader narrows a strip, and widens it back`, async ({ page }) => {
    const { region } = await openChapter(page, locale, "harbor-lights/1");
    await region.getByRole("radio", { name: s.vertical }).check();
    await expect(region).toHaveAttribute("data-mode", "vertical");
    const first = region.getByAltText(s.pageImage(1));
    const full = (await first.boundingBox())?.width ?? 0;
    await region.getByRole("button", { name: s.settings }).click();
    const dialog = page.getByRole("dialog", { name: s.settings });
    await dialog.getByRole("radio", { name: s.narrow }).check();
    // The reader is out of the accessibility tree while its dialog is open.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Narrow: at most 36rem (576 px) of a 1400 px screen, centred in the reader.
    await expect.poll(async () => (await first.boundingBox())?.width ?? 0).toBeLessThanOrEqual(576);
    const narrow = await first.boundingBox();
    const reader = await region.boundingBox();
    expect(full).toBeGreaterThan(800);
    const centre = (box: typeof narrow) => (box?.x ?? 0) + (box?.width ?? 0) / 2;
    expect(Math.abs(centre(narrow) - centre(reader))).toBeLessThan(2);
    await region.getByRole("button", { name: s.settings }).click();
    await dialog.getByRole("radio", { name: s.full }).check();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await first.boundingBox())?.width ?? 0).toBeCloseTo(full, -1);
  });
}

/** Two fingers on the page, spread from `from` apart to `to` apart around its middle. */
async function pinch(page: Page, centre: { x: number; y: number }, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  const fingers = (apart: number) => [
    { id: 0, x: centre.x - apart / 2, y: centre.y },
    { id: 1, x: centre.x + apart / 2, y: centre.y },
  ];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(from) });
  for (let step = 1; step <= 8; step++) {
    const apart = from + ((to - from) * step) / 8;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(apart) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test.describe("on a touch phone", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  for (const locale of locales) {
    const s = say[locale];
    const w = words[locale];
    test(`${locale}: a reader pinches a page to zoom in and out, and the page does not turn`, async ({
      page,
    }) => {
      const { region, position } = await openChapter(page, locale, "harbor-lights/1");
      const total = await pageTotal(page, locale);
      const first = region.getByAltText(s.pageImage(1));
      const box = await first.boundingBox();
      if (!box) throw new Error("no page on screen");
      const centre = { x: box.x + box.width / 2, y: box.y + Math.min(box.height, 300) / 2 };
      await pinch(page, centre, 100, 200);
      await expect
        .poll(async () => (await first.boundingBox())?.width ?? 0)
        .toBeCloseTo(box.width * 2, -1);
      await expect(region).toHaveAttribute("data-zoomed", "");
      // The point between the fingers stayed under them: the page's middle is still on screen.
      const zoomed = await first.boundingBox();
      const middle = (zoomed?.x ?? 0) + (zoomed?.width ?? 0) / 2;
      expect(Math.abs(middle - centre.x)).toBeLessThan(40);
      await pinch(page, centre, 200, 60);
      await expect
        .poll(async () => (await first.boundingBox())?.width ?? 0)
        .toBeCloseTo(box.width, -1);
      await expect(region).not.toHaveAttribute("data-zoomed");
      await expect(position).toHaveText(w.position(1, total));
    });
  }
});
