// The platform's people in the browser, in both locales, on a server of the suite's own: a reader
// applies to become a translator and a reviewer approves, so the person is a translator (the
// page says so, the e-mail came); a rejected application shows its reason; a reader asks for a
// comic and the reviewer marks it added with a published comic; the reviewer hides a comics
// comment (gone from the comic page) and resolves a chapter report.
import type { Browser, Page } from "@playwright/test";
import { eq, like } from "drizzle-orm";
import { users } from "../src/server/db/accounts";
import { chapterReports, comicComments, comics } from "../src/server/db/comics";
import { addChapter, addComic, openStore } from "../test/comicsStore";
import { outbox } from "../test/mail";
import { newDataDir, type RunningServer, startServer } from "../test/server";
import { seriousAxe } from "./comicsKit";
import { allowRefusal, expect, hydrated, test } from "./fixtures";
import { addAccounts, type NewAccount, signInThrough } from "./staff";

const password = "Makers123!x";
const locales = ["en", "ar"] as const;
type Locale = (typeof locales)[number];

const words = {
  en: {
    languages: "Languages",
    french: "French",
    experience: /^Your translation experience/,
    submit: "Submit",
    send: "Send",
    received: "We have received your application to become a translator. It is now under review.",
    translator: "You are a translator.",
    approve: (name: string) => `Approve the application of ${name}`,
    reject: (name: string) => `Reject the application of ${name}`,
    reasonLabel: "Reason for rejection (sent to the applicant)",
    required: "This field is required.",
    approved: "Application approved: the person is now a translator.",
    rejected: "Application rejected: the person has been told why.",
    reason: "We need samples of your translations.",
    approvedMail: /^You are now a translator$/,
    comicName: /^Comic name/,
    details: /^Details/,
    requestSent: "Thank you. We have received your request.",
    comicLabel: "The published comic that answers it",
    markAdded: (name: string) => `Mark the request for ${name} added`,
    added: "Request marked added: the person has been told.",
    addedNotice: (comic: string) => `The comic you asked for has been added: ${comic}`,
    hide: (name: string) => `Hide the comment of ${name}`,
    hidden: "Comment hidden: it no longer shows on the comic.",
    resolve: (name: string) => `Mark the report on ${name} resolved`,
    resolved: "Report marked resolved.",
  },
  ar: {
    languages: "اللغات",
    french: "الفرنسية",
    experience: /^خبرتك في الترجمة/,
    submit: "إرسال",
    send: "أرسل",
    received: "تلقّينا طلبك للانضمام إلى المترجمين، وهو الآن قيد المراجعة.",
    translator: "أنت مترجم.",
    approve: (name: string) => `قبول طلب ${name}`,
    reject: (name: string) => `رفض طلب ${name}`,
    reasonLabel: "سبب الرفض (يُرسَل إلى مقدّم الطلب)",
    required: "هذا الحقل مطلوب.",
    approved: "قُبل الطلب: أصبح صاحبه مترجماً.",
    rejected: "رُفض الطلب وأُبلغ صاحبه بالسبب.",
    reason: "نحتاج إلى نماذج من ترجماتك.",
    approvedMail: /^أصبحت مترجماً$/,
    comicName: /^اسم القصة المصورة/,
    details: /^التفاصيل/,
    requestSent: "شكراً لك، تلقّينا طلبك.",
    comicLabel: "القصة المصورة المنشورة التي تلبّي الطلب",
    markAdded: (name: string) => `تحديد طلب ${name} مُضافاً`,
    added: "حُدِّد الطلب مُضافاً وأُبلغ صاحبه.",
    addedNotice: (comic: string) => `أُضيفت القصة المصورة التي طلبتها: ${comic}`,
    hide: (name: string) => `إخفاء تعليق ${name}`,
    hidden: "أُخفي التعليق ولم يعد يظهر على القصة المصورة.",
    resolve: (name: string) => `تحديد البلاغ عن ${name} مُعالَجاً`,
    resolved: "حُدِّد البلاغ مُعالَجاً.",
  },
} as const;

/** Each locale's people: two applicants and one who asks for a comic. */
const person = (locale: Locale, who: "applicant" | "rejected" | "asker") => ({
  email: `${who}-${locale}@example.com`,
  name: `${who} ${locale}`,
});
const comicName = (locale: Locale) => `Lantern ${locale}`;
const comment = (locale: Locale) => `Spam comment in ${locale}: cheap-followers.example`;

test.describe.configure({ mode: "serial" });

let server: RunningServer;
let dataDir = "";
const slugs: Record<string, string> = {};
const comicIds: Record<string, string> = {};
const url = (path: string) => `${server.url}${path}`;

test.beforeAll(async () => {
  // A server start, early in the run: while the e2e server draws the demo catalog (and then makes
  // its AVIF) on the same two cores.
  test.setTimeout(240_000);
  dataDir = newDataDir();
  // The catalog and the accounts go into the store before the server holds it.
  const store = await openStore(dataDir);
  try {
    const { db } = store;
    for (const locale of locales) {
      const comicId = await addComic(db, { name: comicName(locale) });
      const chapterId = await addChapter(db, { comicId, number: 1 });
      await db.insert(comicComments).values({ comicId, body: comment(locale) });
      await db
        .insert(chapterReports)
        .values({ chapterId, kinds: ["blurry"], details: `Blurry page in ${locale}` });
      const [row] = await db
        .select({ slug: comics.slug })
        .from(comics)
        .where(eq(comics.id, comicId));
      slugs[locale] = row?.slug ?? "";
      comicIds[locale] = comicId;
    }
  } finally {
    await store.close();
  }
  const accounts: NewAccount[] = [{ email: "boss@example.com", role: "reviewer", name: "Boss" }];
  for (const locale of locales) {
    for (const who of ["applicant", "rejected", "asker"] as const) {
      accounts.push({ ...person(locale, who), role: "reader" });
    }
  }
  await addAccounts(dataDir, password, accounts);
  // Mail goes out in the account's language: the Arabic suite's people chose Arabic.
  const accountsStore = await openStore(dataDir);
  try {
    await accountsStore.db
      .update(users)
      .set({ locale: "ar" })
      .where(like(users.email, "%-ar@example.com"));
  } finally {
    await accountsStore.close();
  }
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

/** The reviewer, in a browser context of their own, on a section of the console. */
async function reviewer(browser: Browser, locale: Locale, section: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "boss@example.com");
  await page.goto(url(`/${locale}/review?section=${section}`));
  await hydrated(page);
  return { page, close: () => context.close() };
}

/** Fills and sends the application form. */
async function apply(page: Page, locale: Locale, message: string) {
  const say = words[locale];
  await page.goto(url(`/${locale}/account/become-translator`));
  await hydrated(page);
  await page
    .getByRole("group", { name: new RegExp(`^${say.languages}`) })
    .getByRole("checkbox", { name: say.french })
    .check();
  await page.getByRole("textbox", { name: say.experience }).fill(message);
  await page.getByRole("button", { name: say.submit }).click();
  await expect(page.getByText(say.received)).toBeVisible();
}

for (const locale of locales) {
  const say = words[locale];

  test(`${locale}: a reader applies, a reviewer approves, the person is a translator`, async ({
    page,
    browser,
  }) => {
    const { email, name } = person(locale, "applicant");
    await signIn(page, email);
    await apply(page, locale, `I translate from French (${locale}).`);
    // Reloaded, the page shows the application under review instead of the form.
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: say.received })).toBeVisible();
    await expect(page.getByRole("button", { name: say.submit })).toHaveCount(0);

    const team = await reviewer(browser, locale, "translators");
    await seriousAxe(team.page);
    await team.page.getByRole("button", { name: say.approve(name) }).click();
    await expect(team.page.getByRole("status").filter({ hasText: say.approved })).toBeVisible();
    await expect(team.page.getByRole("button", { name: say.approve(name) })).toHaveCount(0);
    await team.close();

    await page.reload();
    await expect(page.getByText(say.translator)).toBeVisible();
    await expect
      .poll(() =>
        outbox(dataDir).some(
          (mail) => mail.to.includes(email) && say.approvedMail.test(mail.subject),
        ),
      )
      .toBe(true);
  });

  test(`${locale}: a rejected application shows the reason`, async ({ page, browser }) => {
    const { email, name } = person(locale, "rejected");
    await signIn(page, email);
    await apply(page, locale, `One year of practice (${locale}).`);

    const team = await reviewer(browser, locale, "translators");
    const card = team.page.getByRole("article", { name });
    const reason = card.getByRole("textbox", { name: say.reasonLabel });
    const reject = card.getByRole("button", { name: say.reject(name) });
    // No reason: the server's field error shows by the field, which takes focus.
    await reject.click();
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(reason).toHaveAccessibleDescription(say.required);
    // Then by keyboard alone: the reason, Tab to Reject, Enter.
    await reason.fill(say.reason);
    await team.page.keyboard.press("Tab");
    await expect(reject).toBeFocused();
    await team.page.keyboard.press("Enter");
    await expect(team.page.getByRole("status").filter({ hasText: say.rejected })).toBeVisible();
    await team.close();

    await page.reload();
    await expect(page.getByText(say.reason)).toBeVisible();
    // The form is back, to apply again.
    await expect(page.getByRole("button", { name: say.submit })).toBeVisible();
    await seriousAxe(page);
  });

  test(`${locale}: a reader asks for a comic and the reviewer marks it added`, async ({
    page,
    browser,
  }) => {
    const { email } = person(locale, "asker");
    const asked = `Asked ${locale} ${Date.now()}`;
    await signIn(page, email);
    await page.goto(url(`/${locale}/ask-for-comic`));
    await hydrated(page);
    await page.getByRole("textbox", { name: say.comicName }).fill(asked);
    await page.getByRole("textbox", { name: say.details }).fill("By the lantern's author.");
    await page.getByRole("button", { name: say.send }).click();
    await expect(page.getByText(say.requestSent)).toBeVisible();
    await seriousAxe(page);

    const team = await reviewer(browser, locale, "requests");
    const card = team.page.getByRole("article", { name: asked });
    await card.getByRole("combobox", { name: say.comicLabel }).selectOption(comicIds[locale] ?? "");
    await card.getByRole("button", { name: say.markAdded(asked) }).click();
    await expect(team.page.getByRole("status").filter({ hasText: say.added })).toBeVisible();
    await team.close();

    await page.goto(url(`/${locale}/notifications`));
    await expect(page.getByText(say.addedNotice(comicName(locale)))).toBeVisible();
    await expect(
      page.getByRole("link", { name: new RegExp(comicName(locale)) }).first(),
    ).toHaveAttribute("href", `/${locale}/comics/${slugs[locale]}`);
  });

  test(`${locale}: a reviewer hides a comic comment and resolves a report`, async ({
    page,
    browser,
  }) => {
    // Two people, eight pages and four axe checks: more than the default 30 s on a loaded machine.
    test.slow();
    const comicPath = url(`/${locale}/comics/${slugs[locale]}`);
    // The suite's comic has a cover key but no cover file (nothing here draws one).
    allowRefusal(page, /\/media\//);
    await page.goto(comicPath);
    await expect(page.getByText(comment(locale))).toBeVisible();

    const team = await reviewer(browser, locale, "comicComments");
    // Made without an author: shown as from a deleted user.
    const author = locale === "en" ? "A deleted user" : "مستخدم محذوف";
    const card = team.page.locator("article").filter({ hasText: comment(locale) });
    await card.getByRole("button", { name: say.hide(author) }).click();
    await expect(team.page.getByRole("status").filter({ hasText: say.hidden })).toBeVisible();

    await team.page.goto(url(`/${locale}/review?section=reports`));
    await hydrated(team.page);
    const report = team.page.locator("article").filter({ hasText: `Blurry page in ${locale}` });
    await report.getByRole("button", { name: say.resolve(comicName(locale)) }).click();
    await expect(team.page.getByRole("status").filter({ hasText: say.resolved })).toBeVisible();
    await expect(report.getByRole("button")).toHaveCount(0);
    for (const section of ["requests", "comicComments", "reports", "log"]) {
      await team.page.goto(url(`/${locale}/review?section=${section}`));
      await hydrated(team.page);
      await seriousAxe(team.page);
    }
    await team.close();

    await page.reload();
    await expect(page.getByText(comment(locale))).toHaveCount(0);
  });
}
