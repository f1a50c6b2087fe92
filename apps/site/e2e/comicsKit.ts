// What the comics specs share: the demo catalog's readiness, each locale's words, axe, and an
// account made as a person makes one (sign-up, the verification mail from the outbox).
import AxeBuilder from "@axe-core/playwright";
import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { outbox } from "../test/mail";
import { expect, hydrated } from "./fixtures";
import { siteDataDir } from "./siteData";

export type Locale = "en" | "ar";
export const locales: Locale[] = ["en", "ar"];

// The e2e server runs without SMTP_URL: its mails land in its data directory's outbox.
const dataDir = siteDataDir();
export const password = "Abcde123!";

export const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A client address of its own for the per-client limits (the e2e server trusts its proxy). */
export function clientAddress(): Record<string, string> {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return { "X-Forwarded-For": `10.${part()}.${part()}.${part()}` };
}

/**
 * The chapters the specs read, in the address each locale gives them. The demo catalog is seeded
 * on the server's first start and its pages drawn by a background job: a chapter answers 200 once
 * its pages are ready (503, "being prepared", before).
 */
export const demoChapters = [
  "sand-lantern/1",
  "sand-lantern/2",
  "sand-lantern/3",
  "harbor-lights/1",
  "harbor-lights/2",
  "rooftop-radio/1",
  "rooftop-radio/2",
  "warehouse-nine/1",
] as const;

/**
 * Waits (bounded) until every chapter the specs read has its pages, in both languages. For a
 * `beforeAll` (whose timeout the caller raises): its own request context on the e2e server.
 */
export async function demoCatalogReady(playwright: PlaywrightWorkerArgs["playwright"]) {
  const request = await playwright.request.newContext({
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`,
  });
  try {
    await waitForChapters(request);
  } finally {
    await request.dispose();
  }
}

async function waitForChapters(
  request: Awaited<ReturnType<PlaywrightWorkerArgs["playwright"]["request"]["newContext"]>>,
) {
  for (const chapter of demoChapters) {
    for (const lang of ["english", "arabic"]) {
      await expect
        .poll(
          () =>
            request
              .get(`/en/comics/${chapter}?lang=${lang}`, { maxRedirects: 0 })
              .then((response) => response.status())
              // The client keeps its connection between polls and the server closes an idle one
              // after 5 s (Node's default): a poll that meets it closing is reset. Not yet ready.
              .catch((error: Error) => error.message),
          { timeout: 12 * 60_000, intervals: [2_000, 5_000] },
        )
        .toBe(200);
    }
  }
}

export async function seriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The words a person reads on the comics pages, per locale. */
export const words = {
  en: {
    latest: "Latest chapters",
    popular: "Popular",
    genres: "Genres",
    searchLink: "Search comics",
    searchBox: "Search comics",
    genresSummary: "Genres",
    include: "Include genres",
    apply: "Apply filters",
    results: "Search results",
    readMore: "Read more",
    readLess: "Read less",
    chapters: "Chapters",
    english: "English",
    arabic: "Arabic",
    similar: "Similar comics",
    save: "Save",
    saved: "Saved",
    follow: "Follow",
    following: "Following",
    loginFirst: "You Have to login First",
    logIn: "Log in",
    yourRating: "Your rating",
    pdf: (n: number) => new RegExp(`^Download PDF \\(\\d+ KB\\), chapter ${n}$`),
    chapter: (n: number) => `Chapter ${n}`,
    position: (page: number, total: number | string) => `${page} / ${total}`,
    positionRe: /^(\d+) \/ (\d+)$/,
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
    /** A turn's announcement: the page's number, then its words (the demo's have transcripts). */
    said: (page: number, total: number) => new RegExp(`^Page ${page} of ${total}\\. \\S`),
    end: "End of the chapter",
    nextChapter: "Next chapter",
    notFound: "This page could not be found!",
  },
  ar: {
    latest: "أحدث الفصول",
    popular: "الأكثر شعبية",
    genres: "التصنيفات",
    searchLink: "ابحث في القصص المصورة",
    searchBox: "البحث في القصص المصورة",
    genresSummary: "التصنيفات",
    include: "تضمين التصنيفات",
    apply: "تطبيق عوامل التصفية",
    results: "نتائج البحث",
    readMore: "اقرأ المزيد",
    readLess: "عرض أقل",
    chapters: "الفصول",
    english: "الإنجليزية",
    arabic: "العربية",
    similar: "قصص مصورة مشابهة",
    save: "حفظ",
    saved: "تم الحفظ",
    follow: "متابعة",
    following: "تمت المتابعة",
    loginFirst: "يجب عليك تسجيل الدخول أولاً",
    logIn: "تسجيل الدخول",
    yourRating: "تقييمك",
    pdf: (n: number) => new RegExp(`^تنزيل PDF \\S?\\(\\d+ كيلوبايت\\)، الفصل ${n}$`),
    chapter: (n: number) => `الفصل ${n}`,
    position: (page: number, total: number | string) => `${page} من ${total}`,
    positionRe: /^(\d+) من (\d+)$/,
    pageOf: (page: number, total: number) => `الصفحة ${page} من ${total}`,
    said: (page: number, total: number) => new RegExp(`^الصفحة ${page} من ${total}\\. \\S`),
    end: "نهاية الفصل",
    nextChapter: "الفصل التالي",
    notFound: "تعذّر العثور على هذه الصفحة!",
  },
} as const;

/** The reader's region, its "3 / 20" indicator and its live announcement. */
export function readerParts(page: Page, locale: Locale) {
  const region = page.getByRole("main").getByRole("region").first();
  return {
    region,
    position: region.getByText(words[locale].positionRe),
    live: region.getByRole("status"),
  };
}

/** The indicator's total ("1 / 4" gives 4). */
export async function pageTotal(page: Page, locale: Locale): Promise<number> {
  const text = (await readerParts(page, locale).position.textContent()) ?? "";
  return Number(text.match(words[locale].positionRe)?.[2]);
}

/** The text of the newest mail to `email` whose subject matches, once it is written. */
export async function mailTo(email: string, subject: RegExp): Promise<string> {
  let text = "";
  await expect
    .poll(() => {
      const mail = outbox(dataDir)
        .filter((one) => one.to.includes(email) && subject.test(one.subject))
        .at(-1);
      text = mail?.text ?? "";
      return Boolean(mail);
    })
    .toBe(true);
  return text;
}

const verificationLink = (text: string) =>
  text.match(/https?:\/\/\S+\/verify-email\?token=[\w.-]+/)?.[0] ?? "";

/** The sign-up and log-in pages' words in each language. */
const accountWords = {
  en: {
    name: "Noura Otaibi",
    fullName: /^Full name/,
    email: /^Email/,
    password: /^Password/,
    confirm: /^Confirm password/,
    next: "Next",
    female: "Female",
    birth: /^Date of birth/,
    nationality: /^Nationality/,
    saudi: "Saudi",
    submit: "Create account",
    sent: "We have sent you a verification email",
    activate: /^Activate/,
    active: "Your account is active",
    logIn: "Log in",
  },
  ar: {
    name: "نورة العتيبي",
    fullName: /^الاسم الكامل/,
    email: /^البريد الإلكتروني/,
    password: /^كلمة المرور/,
    confirm: /^تأكيد كلمة المرور/,
    next: "التالي",
    female: "أنثى",
    birth: /^تاريخ الميلاد/,
    nationality: /^الجنسية/,
    saudi: "سعودي",
    submit: "إنشاء الحساب",
    sent: "أرسلنا",
    activate: /^فعّل حسابك/,
    active: "تم تفعيل حسابك",
    logIn: "دخول",
  },
} as const;

export const personName = (locale: Locale) => accountWords[locale].name;

/** Signs up through the two steps of the page and opens the link of the verification mail. */
export async function signUpAndVerify(page: Page, email: string, locale: Locale) {
  const w = accountWords[locale];
  await page.goto(`/${locale}/sign-up`);
  await hydrated(page);
  await page.getByRole("textbox", { name: w.fullName }).fill(w.name);
  await page.getByRole("textbox", { name: w.email }).fill(email);
  await page.getByLabel(w.password).first().fill(password);
  await page.getByLabel(w.confirm).fill(password);
  await page.getByRole("button", { name: w.next }).click();
  await page.getByRole("radio", { name: w.female }).check();
  await page.getByLabel(w.birth).fill("1995-04-12");
  await page.getByRole("combobox", { name: w.nationality }).fill(w.saudi);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: w.submit }).click();
  await expect(page.getByRole("status")).toContainText(w.sent);
  await page.goto(verificationLink(await mailTo(email, w.activate)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.active);
}

/** Fills and sends the log-in form of the page. */
export async function logIn(page: Page, email: string, locale: Locale) {
  const w = accountWords[locale];
  await hydrated(page);
  await page.getByRole("textbox", { name: w.email }).fill(email);
  await page.getByLabel(w.password).fill(password);
  await page.getByRole("button", { name: w.logIn }).click();
}
