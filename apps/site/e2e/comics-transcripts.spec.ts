// Page transcripts (issue #35), in both locales: a screen-reader user goes through a demo chapter
// by keyboard alone, and the accessibility tree Chromium builds (read over the DevTools protocol,
// as a screen reader reads it) gives each page its words as the image's description, said again
// with the page's number on every turn; the "Text" toggle shows the same words beside the page,
// and a search for a word of a page leads to that page.
import type { CDPSession, Page } from "@playwright/test";
import {
  clientAddress,
  demoCatalogReady,
  locales,
  pageTotal,
  readerParts,
  seriousAxe,
  words,
} from "./comicsKit";
import { expect, hydrated, test } from "./fixtures";

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(15 * 60_000);
  await demoCatalogReady(playwright);
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
});

interface AxNode {
  role?: { value?: string };
  name?: { value?: string };
  description?: { value?: string };
  ignored?: boolean;
}

/** The description Chromium's accessibility tree gives the image named `name`. */
async function imageDescription(cdp: CDPSession, name: RegExp): Promise<string | undefined> {
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AxNode[] };
  const image = nodes.find(
    (node) => !node.ignored && node.role?.value === "image" && name.test(node.name?.value ?? ""),
  );
  return image?.description?.value;
}

/** Tab until the button named `name` has the focus: the keyboard's way to it. */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (focused === name) return;
  }
  throw new Error(`no ${name} button along the Tab order`);
}

const say = {
  en: {
    image: (page: number, total: number) => new RegExp(`^Page ${page} of ${total}$`),
    text: "Text",
    textTitle: "The page's text",
    none: "No transcript of this page yet",
    inPages: "In the pages",
    where: (page: number) => new RegExp(`Chapter 1, page ${page}$`),
  },
  ar: {
    image: (page: number, total: number) => new RegExp(`^الصفحة ${page} من ${total}$`),
    text: "النص",
    textTitle: "نص الصفحة",
    none: "لا نصّ مكتوب لهذه الصفحة بعد",
    inPages: "في الصفحات",
    where: (page: number) => new RegExp(`الفصل 1، الصفحة ${page}$`),
  },
} as const;

for (const locale of locales) {
  const s = say[locale];
  const w = words[locale];

  test(`${locale}: a screen-reader user reads a chapter by keyboard, hearing each page's words, and shows them beside the page`, async ({
    page,
  }) => {
    const response = await page.goto(`/${locale}/comics/sand-lantern/1`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const { region, position, live } = readerParts(page, locale);
    const total = await pageTotal(page, locale);
    const cdp = await page.context().newCDPSession(page);
    // The chapter's language: an Arabic reader's chapter is the Arabic one, and the other way.
    const language = locale === "ar" ? "ar" : "en";

    const heard: string[] = [];
    for (let at = 1; at <= total; at++) {
      if (at > 1) {
        // A manga: the left arrow is the next page.
        await page.keyboard.press("ArrowLeft");
        await expect(position).toHaveText(w.position(at, total));
      }
      const description = await imageDescription(cdp, s.image(at, total));
      // The page's own words: lines of "who: words", never the "no transcript" notice.
      expect(description, `page ${at}`).toBeTruthy();
      expect(description).not.toContain(s.none);
      expect(description).toMatch(/: \S/);
      expect(/[\u0600-\u06ff]/.test(description ?? "")).toBe(language === "ar");
      heard.push(description ?? "");
      // A turn says the page's number, then the same words.
      if (at > 1) {
        await expect(live).toHaveText(w.said(at, total));
        const said = ((await live.textContent()) ?? "").replace(/\s+/g, " ");
        expect(said).toContain((description ?? "").replace(/\s+/g, " ").slice(0, 40));
      }
    }
    // Every page has its own words.
    expect(new Set(heard).size).toBe(total);

    // "Text" by keyboard: the last page's words beside it, in the chapter's language.
    await tabTo(page, s.text);
    await page.keyboard.press("Space");
    const toggle = region.getByRole("button", { name: s.text, exact: true });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const panel = region.getByRole("region", { name: s.textTitle });
    await expect(panel).toBeVisible();
    const beside = panel.locator("p");
    await expect(beside).toHaveAttribute("lang", language);
    await expect(beside).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
    expect(((await beside.textContent()) ?? "").replace(/\s+/g, " ")).toBe(
      (heard.at(-1) ?? "").replace(/\s+/g, " "),
    );
    expect(await seriousAxe(page)).toEqual([]);
    // Remembered for this comic: shown again after a reload.
    await page.reload();
    await hydrated(page);
    await expect(
      readerParts(page, locale).region.getByRole("region", { name: s.textTitle }),
    ).toBeVisible();
  });

  test(`${locale}: a search for words a character says leads to the page they are said on`, async ({
    page,
  }) => {
    const response = await page.goto(`/${locale}/comics/sand-lantern/1`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const total = await pageTotal(page, locale);
    const cdp = await page.context().newCDPSession(page);
    // The longest word said on the last page: rare enough to point to it.
    await page.keyboard.press("End");
    await expect(readerParts(page, locale).position).toHaveText(w.position(total, total));
    const description = (await imageDescription(cdp, s.image(total, total))) ?? "";
    const spoken = description
      .split("\n")
      .map((line) => line.slice(line.indexOf(": ") + 2))
      .join(" ");
    const [word] = spoken.split(/[\s.,!?؟،:«»"]+/).sort((a, b) => b.length - a.length);
    expect(word?.length).toBeGreaterThan(3);

    await page.goto(`/${locale}/comics/search?q=${encodeURIComponent(word ?? "")}`);
    const found = page.getByRole("region", { name: s.inPages });
    await expect(found).toBeVisible();
    // Among the pages that say it (another comic's may too), this chapter's last.
    const link = found.locator(`a[href*="/sand-lantern/1"][href$="page=${total}"]`);
    await expect(link).toHaveAccessibleName(s.where(total));
    await link.click();
    await hydrated(page);
    await expect(readerParts(page, locale).position).toHaveText(w.position(total, total));
  });
}
