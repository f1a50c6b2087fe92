// A translator's upload reaches readers through the reviewing team, in the browser, in both
// locales: the translator uploads a comic and a chapter PDF made here with PDFKit; a reviewer
// reads its pages in the console and publishes the comic, then the chapter; the chapter is in the
// catalog and the reader; a reader following the comic is notified; a second chapter rejected
// with a reason brings the translator the rejection notice; a PDF the pipeline could not draw is
// refused on its own field, in the page's language, the rest kept.
// The suite runs its own server (the embedded database is one process's at a time).
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { brokenPdfs } from "../src/server/comics/pages/testPdf";
import { makePdf } from "../test/comics";
import { newDataDir, type RunningServer, startServer } from "../test/server";
import { seriousAxe } from "./comicsKit";
import { allowRefusal, expect, hydrated, test } from "./fixtures";
import { addAccounts, signInThrough } from "./staff";

const password = "Upload123!x";
const locales = ["en", "ar"] as const;
const words = {
  en: {
    seriesName: /^Series name/,
    publisher: /^Publisher/,
    genre: /^Genre/,
    artist: /^Artist/,
    writer: /^Writer/,
    direction: /^Reading direction/,
    translationLanguage: /^Translation language/,
    cover: /^Cover/,
    comic: /^Comic/,
    chapterNumber: /^Chapter number/,
    pdf: /^PDF file/,
    upload: "Upload",
    received: "We have received your submission",
    comics: "Comics",
    approve: "Approve and publish",
    approved: "Published. The uploader has been told.",
    reject: "Reject",
    reason: "Reason for rejecting",
    rejected: "Rejected. The uploader has been told.",
    page: "Page 1",
    newChapter: "New chapter 1",
    rejectionNotice: "lacked accuracy and consistency",
    language: "english",
    locked: "This PDF is protected by a password.",
  },
  ar: {
    seriesName: /^اسم السلسلة/,
    publisher: /^الناشر/,
    genre: /^التصنيف/,
    artist: /^الرسام/,
    writer: /^الكاتب/,
    direction: /^اتجاه القراءة/,
    translationLanguage: /^لغة الترجمة/,
    cover: /^صورة الغلاف/,
    comic: /^القصة المصورة/,
    chapterNumber: /^رقم الفصل/,
    pdf: /^ملف PDF/,
    upload: "رفع",
    received: "تلقّينا ما أرسلته",
    comics: "القصص المصورة",
    approve: "الموافقة والنشر",
    approved: "تم النشر، وأُبلغ صاحب الطلب.",
    reject: "رفض",
    reason: "سبب الرفض",
    rejected: "تم الرفض، وأُبلغ صاحب الطلب.",
    page: "الصفحة 1",
    newChapter: "فصل جديد رقم 1",
    rejectionNotice: "لافتقارها إلى الدقة والاتساق",
    language: "arabic",
    locked: "ملف PDF هذا محمي بكلمة مرور.",
  },
};

test.describe.configure({ mode: "serial" });

let server: RunningServer;
let cover: Buffer;
let pdf: Buffer;
let locked: Buffer;
const url = (path: string) => `${server.url}${path}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cover = await sharp({
    create: { width: 200, height: 300, channels: 3, background: "#0b3d5c" },
  })
    .png()
    .toBuffer();
  pdf = Buffer.from(await makePdf(2));
  locked = Buffer.from(await brokenPdfs.protected());
  const dataDir = newDataDir();
  // The accounts go straight in, before the server opens the store.
  await addAccounts(dataDir, password, [
    { email: "translator@example.com", role: "translator" },
    { email: "boss@example.com", role: "reviewer" },
    { email: "follower@example.com", role: "reader" },
  ]);
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
});

test.afterAll(() => server?.stop());

let signIns = 0;
/** Signs in through the API from the page's own context: its cookie is the browser's. */
async function signIn(page: Page, email: string) {
  await signInThrough(page, server.url, email, password, {
    "x-forwarded-for": `10.8.0.${++signIns}`,
  });
}

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** Chooses a file as a person does: the field's button opens the file chooser. */
async function choose(page: Page, label: RegExp, chosen: ReturnType<typeof file>) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: label }).click();
  await (await chooser).setFiles(chosen);
}

/** The translator uploads chapter `number` of the comic named `series` (the form's choice). */
async function uploadChapter(page: Page, locale: "en" | "ar", series: string, number: number) {
  const say = words[locale];
  await page.goto(url(`/${locale}/upload/chapter`));
  await hydrated(page);
  await page.getByLabel(say.comic).selectOption({ label: series });
  await page.getByLabel(say.chapterNumber).fill(String(number));
  await choose(page, say.cover, file("cover.png", "image/png", cover));
  await choose(page, say.pdf, file(`chapter-${number}.pdf`, "application/pdf", pdf));
  await page.getByLabel(say.translationLanguage).selectOption(say.language);
  await page.getByRole("button", { name: say.upload, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: say.received })).toBeVisible({
    timeout: 30_000,
  });
}

/** Opens the reviewer's console on the submission titled `title`, waiting or already in review. */
async function openSubmission(page: Page, locale: "en" | "ar", kind: string, title: string) {
  await expect(async () => {
    for (const state of ["received", "in_review"]) {
      await page.goto(url(`/${locale}/review?section=submissions${kind}&state=${state}`));
      const link = page.getByRole("link", { name: title });
      if ((await link.count()) > 0) {
        await link.click();
        break;
      }
    }
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await hydrated(page);
}

for (const locale of locales) {
  const say = words[locale];
  const series = `Salt Road ${locale} ${Date.now()}`;
  const slug = series.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const chapterTitle = (n: number) =>
    locale === "en" ? `${series}, chapter ${n}` : `${series}، الفصل ${n}`;

  test(`${locale}: a translator uploads a comic and a chapter PDF`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, "translator@example.com");
    await page.goto(url(`/${locale}/upload/comic`));
    await hydrated(page);
    expect(await seriousAxe(page)).toEqual([]);
    await choose(page, say.cover, file("cover.png", "image/png", cover));
    await page.getByLabel(say.seriesName).fill(series);
    await page.getByLabel(say.publisher).fill("Dar Al-Qafila");
    await page.getByLabel(say.genre).selectOption("adventure");
    await page.getByLabel(say.artist).fill("Huda Salem");
    await page.getByLabel(say.writer).fill("Sami Nasser");
    await page.getByLabel(say.direction).selectOption("ltr");
    await page.getByLabel(say.translationLanguage).selectOption(say.language);
    await page.getByRole("button", { name: say.upload, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: say.received })).toBeVisible();

    await uploadChapter(page, locale, series, 1);
  });

  test(`${locale}: a PDF locked by a password is refused on its field, the rest kept`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    allowRefusal(page, /\/api\/comics\/upload\/chapter$/);
    await signIn(page, "translator@example.com");
    await page.goto(url(`/${locale}/upload/chapter`));
    await hydrated(page);
    await page.getByLabel(say.comic).selectOption({ label: series });
    await page.getByLabel(say.chapterNumber).fill("5");
    await choose(page, say.cover, file("cover.png", "image/png", cover));
    await choose(page, say.pdf, file("locked.pdf", "application/pdf", locked));
    await page.getByLabel(say.translationLanguage).selectOption(say.language);
    await page.getByRole("button", { name: say.upload, exact: true }).click();

    const pdfField = page.getByRole("button", { name: say.pdf });
    await expect(pdfField).toHaveAttribute("aria-invalid", "true");
    await expect(pdfField).toHaveAccessibleDescription(new RegExp(say.locked));
    await expect(page.getByLabel(say.comic).locator("option:checked")).toHaveText(series);
    await expect(page.getByLabel(say.chapterNumber)).toHaveValue("5");
    await expect(page.getByLabel(say.translationLanguage)).toHaveValue(say.language);
    await expect(page.getByText("cover.png")).toBeVisible();
    // Another PDF chosen, nothing else touched: the chapter is taken.
    await choose(page, say.pdf, file("chapter-5.pdf", "application/pdf", pdf));
    await page.getByRole("button", { name: say.upload, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: say.received })).toBeVisible({
      timeout: 30_000,
    });
  });

  test(`${locale}: a reviewer reads the pages and publishes; a follower is told`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, "boss@example.com");
    // The comic first: its chapters are published with or after it.
    await openSubmission(page, locale, "&kind=comic", series);
    const comicId = new URL(page.url()).searchParams.get("id") ?? "";
    await page.getByRole("button", { name: say.approve }).click();
    await expect(page.getByRole("status").filter({ hasText: say.approved })).toBeVisible();

    // A reader follows the comic before its chapter is published.
    const follower = await browser.newPage();
    await signIn(follower, "follower@example.com");
    const follow = await follower.request.post(url("/api/comics/follow"), {
      data: { target: "comic", id: comicId, following: true },
      headers: { origin: server.url },
    });
    expect(follow.status()).toBe(200);

    // Opened, it is in review; its pages show once the pipeline has made them.
    await openSubmission(page, locale, "&kind=chapter", chapterTitle(1));
    const opened = page.url();
    await expect(async () => {
      await page.goto(opened);
      await expect(page.getByRole("img", { name: say.page })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await hydrated(page);
    expect(await seriousAxe(page)).toEqual([]);
    await page.getByRole("button", { name: say.approve }).click();
    await expect(page.getByRole("status").filter({ hasText: say.approved })).toBeVisible();

    // In the catalog and the reader.
    await page.goto(url(`/${locale}/comics/${slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(series);
    const reader = await page.goto(url(`/${locale}/comics/${slug}/1`));
    expect(reader?.status()).toBe(200);
    await expect(page.locator("img[src*='/media/pages/']").first()).toBeVisible();

    await follower.goto(url(`/${locale}/notifications`));
    // This comic's notification (the other locale's run made one of its own).
    await expect(follower.locator(`a[href="/${locale}/comics/${slug}/1"]`)).toHaveText(
      say.newChapter,
    );
    await follower.close();
  });

  test(`${locale}: a rejected chapter brings the translator the rejection notice`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, "translator@example.com");
    await uploadChapter(page, locale, series, 2);

    const reviewer = await browser.newPage();
    await signIn(reviewer, "boss@example.com");
    await openSubmission(reviewer, locale, "", chapterTitle(2));
    // Without a reason the rejection is refused in place.
    await reviewer.getByRole("button", { name: say.reject, exact: true }).click();
    await expect(reviewer.getByRole("textbox", { name: say.reason })).toBeFocused();
    await reviewer.getByRole("textbox", { name: say.reason }).fill("Names differ between pages.");
    await reviewer.getByRole("button", { name: say.reject, exact: true }).click();
    await expect(reviewer.getByRole("status").filter({ hasText: say.rejected })).toBeVisible();
    await reviewer.close();

    await page.goto(url(`/${locale}/notifications`));
    await expect(page.getByText(say.rejectionNotice).first()).toBeVisible();
    await page.goto(url(`/${locale}/account/my-work`));
    expect(await seriousAxe(page)).toEqual([]);
    const work = page.getByRole("article", { name: series });
    await expect(work.getByText("Names differ between pages.")).toBeVisible();
    await expect(work.getByText(say.rejectionNotice)).toBeVisible();
  });
}
