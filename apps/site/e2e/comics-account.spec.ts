// A signed-in reader of the comics platform, in each locale: one account per locale (signed up and
// verified through the outbox, then logged in from a comic's "log in first" link), shared by the
// describe's tests in order. Saves, follows, rates, comments, resumes a chapter from the server,
// finds it all in the account's pages, follows and rates a translator, and reads the
// notifications page (empty: a notification needs a newly published chapter of a followed comic,
// and nothing publishes one yet without the upload pages).
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator } from "@playwright/test";
import {
  clientAddress,
  demoCatalogReady,
  locales,
  logIn,
  pageTotal,
  personName,
  readerParts,
  seriousAxe,
  signUpAndVerify,
  unique,
  words,
} from "./comicsKit";
import { expect, hydrated, test } from "./fixtures";

const readerWords = {
  en: {
    comment: "Comment",
    post: "Post comment",
    posted: "Your comment has been posted.",
    comments: "Comments from readers",
    deleteComment: "Delete comment",
    yourRating: "Your rating",
    ratings: "Ratings",
    quality: "Translation quality",
    clarity: "Image clarity",
    star: (n: number) => `Rate ${n} out of 5`,
    saveRating: "Save rating",
    ratingSaved: "Your rating has been saved.",
    continue: (n: number) => `Continue chapter ${n}`,
    progress: (page: number, total: number) => `Page ${page} of ${total}`,
    menu: (name: string) => `Account menu: ${name}`,
    notifications: "Notifications",
    noNotifications: "You have no notifications yet.",
    sandLantern: "The Sand Lantern",
    report: "Report an issue",
    reportTitle: "What is the issue with this chapter?",
    typos: "Typos or grammatical errors",
    send: "Send",
    reportSent: "Thank you. Your report has been sent.",
  },
  ar: {
    comment: "التعليق",
    post: "نشر التعليق",
    posted: "تم نشر تعليقك.",
    comments: "تعليقات القرّاء",
    deleteComment: "حذف التعليق",
    yourRating: "تقييمك",
    ratings: "التقييمات",
    quality: "جودة الترجمة",
    clarity: "وضوح الصور",
    star: (n: number) => `قيّم بدرجة ${n} من 5`,
    saveRating: "حفظ التقييم",
    ratingSaved: "تم حفظ تقييمك.",
    continue: (n: number) => `تابع الفصل ${n}`,
    progress: (page: number, total: number) => `الصفحة ${page} من ${total}`,
    menu: (name: string) => `قائمة الحساب: ${name}`,
    notifications: "الإشعارات",
    noNotifications: "ليس لديك أي إشعارات بعد.",
    sandLantern: "فانوس الرمال",
    report: "الإبلاغ عن مشكلة",
    reportTitle: "ما المشكلة في هذا الفصل؟",
    typos: "أخطاء إملائية أو نحوية",
    send: "أرسل",
    reportSent: "شكراً لك، تم إرسال بلاغك.",
  },
} as const;

/** A star's label, the part of a star a pointer presses (its text is for screen readers). */
const starLabel = (group: Locator, name: string) =>
  group.locator("label").filter({ hasText: name });

for (const locale of locales) {
  const w = words[locale];
  const r = readerWords[locale];

  test.describe(`${locale}: a signed-in reader`, () => {
    test.describe.configure({ mode: "serial" });
    // The session the first test logs in, for the tests after it.
    const state = join(tmpdir(), `comics-reader-${locale}-${process.pid}-${Date.now()}.json`);
    const email = unique(`comics-${locale}`);
    test.use({
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from it
      storageState: async ({}, use) => use(existsSync(state) ? state : undefined),
    });

    test.beforeAll(async ({ browser, playwright }) => {
      test.setTimeout(15 * 60_000);
      await demoCatalogReady(playwright);
      const context = await browser.newContext({
        baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`,
        extraHTTPHeaders: clientAddress(),
      });
      await signUpAndVerify(await context.newPage(), email, locale);
      // Signed out again: the reader logs in from the comic page.
      await context.close();
    });

    test.beforeEach(async ({ page }) => {
      await page.setExtraHTTPHeaders(clientAddress());
    });

    test("logs in from the comic's Save, comes back, saves, follows, rates and comments", async ({
      page,
    }) => {
      // Hashing a password and several round trips: more than the default on a busy machine.
      test.slow();
      await page.goto(`/${locale}/comics/sand-lantern`);
      await hydrated(page);
      const main = page.getByRole("main");
      const save = main.getByRole("button", { name: w.save, exact: true }).first();
      await save.click();
      const promptId = (await save.getAttribute("aria-describedby"))?.split(" ").at(-1);
      await page.locator(`[id="${promptId}"]`).getByRole("link", { name: w.logIn }).click();
      await expect(page).toHaveURL(/\/login\?next=/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.logIn);
      await logIn(page, email, locale);
      await expect(page).toHaveURL(`/${locale}/comics/sand-lantern`);
      await hydrated(page);

      // Save and Follow, pressed; the header's buttons say so.
      await main.getByRole("button", { name: w.save, exact: true }).first().click();
      await expect(main.getByRole("button", { name: w.saved, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await main.getByRole("button", { name: w.follow, exact: true }).first().click();
      await expect(main.getByRole("button", { name: w.following, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      // Four stars.
      const rating = main.getByRole("form", { name: r.yourRating });
      await starLabel(rating.getByRole("group", { name: r.yourRating }), r.star(4)).click();
      await rating.getByRole("button", { name: r.saveRating }).click();
      // The form's status follows it.
      await expect(main.getByRole("status").filter({ hasText: r.ratingSaved })).toBeVisible();
      await expect(rating.getByRole("radio", { name: r.star(4) })).toBeChecked();

      // A comment appears at once; its author deletes it.
      const body = `${locale === "en" ? "Lovely lantern" : "فانوس جميل"} ${Date.now()}`;
      await main.getByRole("textbox", { name: r.comment }).fill(body);
      await main.getByRole("button", { name: r.post }).click();
      await expect(main.getByText(r.posted)).toBeVisible();
      const mine = main
        .getByRole("list", { name: r.comments })
        .getByRole("listitem")
        .filter({ hasText: body });
      await expect(mine).toHaveCount(1);
      await mine.getByRole("button", { name: r.deleteComment }).click();
      await expect(mine).toHaveCount(0);

      // A fresh load shows what the server kept.
      await page.reload();
      await hydrated(page);
      await expect(main.getByRole("button", { name: w.saved, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(main.getByRole("button", { name: w.following, exact: true })).toBeVisible();
      await expect(main.getByText(body)).toHaveCount(0);
      // The forms are chunks of their own in the browser; the server still draws them.
      const html = await (
        await page.context().request.get(`/${locale}/comics/sand-lantern`)
      ).text();
      expect(html).toContain(r.saveRating);
      expect(html).toContain(r.post);
      await page.context().storageState({ path: state });
    });

    test("resumes a chapter where they stopped, from the server, reports an issue, and finds it in the history", async ({
      page,
    }) => {
      await page.goto(`/${locale}/comics/sand-lantern/2`);
      await hydrated(page);
      const total = await pageTotal(page, locale);
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith("/api/comics/progress") && response.request().method() === "POST",
      );
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(readerParts(page, locale).position).toHaveText(w.position(3, total));
      expect((await saved).ok()).toBe(true);

      // The bar's report: its form loads when the dialog opens, and sends.
      await page.getByRole("button", { name: r.report }).click();
      const dialog = page.getByRole("dialog", { name: r.reportTitle });
      await dialog.getByRole("radio", { name: r.typos }).check();
      await dialog.getByRole("button", { name: r.send }).click();
      await expect(dialog.getByText(r.reportSent)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);

      // Nothing of it in this browser: the place comes from the account.
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await hydrated(page);
      await expect(readerParts(page, locale).position).toHaveText(w.position(3, total));

      await page.goto(`/${locale}/comics/sand-lantern`);
      await expect(
        page.getByRole("main").getByRole("link", { name: r.continue(2) }),
      ).toHaveAttribute("href", `/${locale}/comics/sand-lantern/2`);

      await page.goto(`/${locale}/account/history`);
      await hydrated(page);
      const main = page.getByRole("main");
      await expect(main.getByText(r.sandLantern).first()).toBeVisible();
      await expect(main.getByText(r.progress(3, total))).toBeVisible();
      await expect(
        main.locator(`a[href="/${locale}/comics/sand-lantern/2"]`).first(),
      ).toBeVisible();
    });

    test("finds the comic in the saved and followed lists", async ({ page }) => {
      await page.goto(`/${locale}/account/saved`);
      await hydrated(page);
      await expect(
        page.getByRole("main").getByRole("link", { name: r.sandLantern, exact: true }),
      ).toHaveAttribute("href", `/${locale}/comics/sand-lantern`);
      await page.goto(`/${locale}/account/following`);
      await hydrated(page);
      await expect(
        page.getByRole("main").getByRole("link", { name: r.sandLantern, exact: true }),
      ).toHaveAttribute("href", `/${locale}/comics/sand-lantern`);
    });

    test("opens the translator and the publisher from the comic page, follows and rates the translator", async ({
      page,
    }) => {
      await page.goto(`/${locale}/comics/sand-lantern`);
      await hydrated(page);
      await page
        .getByRole("main")
        .getByRole("region", { name: w.chapters })
        .getByRole("link", { name: "Youssef Benali" })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/translators/[\\w-]+$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Youssef Benali");
      await hydrated(page);
      const main = page.getByRole("main");
      await main.getByRole("button", { name: w.follow, exact: true }).click();
      await expect(main.getByRole("button", { name: w.following, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      const form = main.getByRole("region", { name: r.ratings });
      for (const [group, stars] of [
        [r.yourRating, 5],
        [r.quality, 4],
        [r.clarity, 5],
      ] as const) {
        await starLabel(form.getByRole("group", { name: group }), r.star(stars)).click();
      }
      await form.getByRole("button", { name: r.saveRating }).click();
      await expect(main.getByRole("status").filter({ hasText: r.ratingSaved })).toBeVisible();
      await page.reload();
      await hydrated(page);
      await expect(main.getByRole("button", { name: w.following, exact: true })).toBeVisible();
      await expect(
        form.getByRole("group", { name: r.quality }).getByRole("radio", { name: r.star(4) }),
      ).toBeChecked();

      await page.goBack();
      await hydrated(page);
      await page.getByRole("main").getByRole("link", { name: "Nakhla Comics" }).click();
      await expect(page).toHaveURL(`/${locale}/publishers/nakhla-comics`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nakhla Comics");
    });

    test("opens the notifications from the account menu: none yet", async ({ page }) => {
      await page.goto(`/${locale}/comics`);
      await hydrated(page);
      await page.getByRole("button", { name: r.menu(personName(locale)) }).click();
      await page.getByRole("banner").getByRole("link", { name: r.notifications }).click();
      await expect(page).toHaveURL(`/${locale}/notifications`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.notifications);
      await expect(page.getByText(r.noNotifications)).toBeVisible();
      expect(await seriousAxe(page)).toEqual([]);
    });
  });
}
