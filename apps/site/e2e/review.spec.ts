// The reviewing team's console in the browser, in both locales: a visitor is sent to log in, a
// reader gets the 403 error page, a reviewer approves a pending blog comment (by mouse and by
// keyboard alone) and finds it on the article; a visitor applies to a job opening from its page
// and the reviewer finds the application under that position; axe finds nothing serious on the
// console.
// The suite runs its own server: its reviewer and reader go into its store while it is
// stopped (the embedded database is one process's at a time).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { makePdf } from "../src/server/comics/pages/testPdf";
import { newDataDir, type RunningServer, startServer } from "../test/server";
import { allowRefusal, expect, hydrated, test } from "./fixtures";
import { addAccounts, signInThrough } from "./staff";

const password = "Review123!x";
const article = "choosing-the-right-racking-system";
const locales = ["en", "ar"] as const;
const words = {
  en: {
    forbidden: "You cannot open this page",
    approve: (name: string) => `Approve the comment of ${name}`,
    approved: "Comment approved: it now shows on its article.",
    sections: "Review sections",
    comments: "Blog comments",
  },
  ar: {
    forbidden: "لا يمكنك فتح هذه الصفحة",
    approve: (name: string) => `قبول تعليق ${name}`,
    approved: "قُبل التعليق، وهو يظهر الآن في مقاله.",
    sections: "أقسام المراجعة",
    comments: "تعليقات المدونة",
  },
};
const author = (locale: string, how: string) => `Reader ${locale} ${how}`;
const body = (locale: string, how: string) => `Approved by ${how} in ${locale}: thanks!`;

test.describe.configure({ mode: "serial" });

let server: RunningServer;
const url = (path: string) => `${server.url}${path}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = newDataDir();
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
  for (const locale of locales) {
    for (const how of ["mouse", "keyboard"]) {
      const response = await fetch(url("/api/comments"), {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({
          blog: article,
          name: author(locale, how),
          email: `${how}@example.com`,
          comment: body(locale, how),
          website: "",
          saveDetails: false,
        }),
      });
      expect(response.status).toBe(201);
    }
  }
  const embedded = !process.env.DATABASE_URL;
  if (embedded) await server.stop();
  await addAccounts(dataDir, password, [
    { email: "boss@example.com", role: "reviewer" },
    { email: "reader@example.com", role: "reader" },
  ]);
  if (embedded) server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
});

test.afterAll(() => server?.stop());

/** Signs in through the API from the page's own context: its cookie is the browser's. */
let signIns = 0;

async function signIn(page: Page, email: string) {
  // Each sign-in from a client address of its own (behind a trusted proxy), so the
  // per-client limit on logging in counts none of the others.
  await signInThrough(page, server.url, email, password, {
    "x-forwarded-for": `10.9.0.${++signIns}`,
  });
}

/**
 * The article shows the approved comment. Its page is shared for a few seconds (the server's
 * micro-cache), so a page rendered just before the approval may still come first: reload until.
 */
async function seenOnArticle(page: Page, locale: string, text: string) {
  await expect(async () => {
    await page.goto(url(`/${locale}/blog/${article}`));
    await expect(page.getByText(text)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

for (const locale of locales) {
  const say = words[locale];

  test(`${locale}: a visitor is sent to log in, the console as next`, async ({ page }) => {
    await page.goto(url(`/${locale}/review`));
    await expect(page).toHaveURL(
      url(`/${locale}/login?next=${encodeURIComponent(`/${locale}/review`)}`),
    );
  });

  test(`${locale}: a signed-in reader gets the 403 error page`, async ({ page }) => {
    allowRefusal(page, /\/review/);
    await signIn(page, "reader@example.com");
    const response = await page.goto(url(`/${locale}/review`));
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.forbidden);
  });

  test(`${locale}: a reviewer approves a pending comment and sees it on the article`, async ({
    page,
  }) => {
    await signIn(page, "boss@example.com");
    await page.goto(url(`/${locale}/review`));
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: say.sections });
    await expect(nav.locator('[aria-current="page"]')).toContainText(say.comments);
    const name = author(locale, "mouse");
    await page.getByRole("button", { name: say.approve(name) }).click();
    await expect(page.getByRole("status").filter({ hasText: say.approved })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name })).toHaveCount(0);

    await seenOnArticle(page, locale, body(locale, "mouse"));
  });

  test(`${locale}: a reviewer approves by keyboard alone`, async ({ page }) => {
    await signIn(page, "boss@example.com");
    await page.goto(url(`/${locale}/review`));
    await hydrated(page);
    const approve = page.getByRole("button", { name: say.approve(author(locale, "keyboard")) });
    await expect(approve).toBeVisible();
    // Tab through the page from its start until the button has focus, then press Enter.
    let focused = false;
    for (let step = 0; step < 80 && !focused; step++) {
      await page.keyboard.press("Tab");
      focused = await approve.evaluate((element) => element === document.activeElement);
    }
    expect(focused, "the Approve button is reached with Tab").toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: say.approved })).toBeVisible();
    await expect(approve).toHaveCount(0);
    // Focus stays in the list (a next comment's heading or the list's heading), not lost.
    await expect(page.locator(":focus")).toHaveCount(1);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/^H[23]$/);

    await seenOnArticle(page, locale, body(locale, "keyboard"));
  });

  // One test per section: the four in one test took most of its 30 s on a busy machine.
  for (const section of ["comments", "messages", "applications", "subscribers"]) {
    test(`${locale}: axe finds nothing serious on the console's ${section}`, async ({ page }) => {
      await signIn(page, "boss@example.com");
      await page.goto(url(`/${locale}/review?section=${section}`));
      await hydrated(page);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(serious).toEqual([]);
    });
  }
}

const applicant = "Huda Al-Shehri";
const opening = {
  en: { title: "Structural Design Engineer", filter: "Position", apply: "Filter" },
  ar: { title: "مهندس تصميم إنشائي", filter: "الوظيفة", apply: "تصفية" },
} as const;

test("a visitor applies to an opening from its page, the opening already chosen", async ({
  page,
}) => {
  await page.goto(url("/en/careers/structural-design-engineer"));
  await hydrated(page);
  const form = page.locator("main form").first();
  const position = form.getByRole("combobox", { name: /^Position/ });
  await expect(position).toHaveValue("structural-design-engineer");
  await expect(position.locator("option:checked")).toHaveText(opening.en.title);
  await form.getByRole("textbox", { name: /^Name/ }).fill(applicant);
  await form.getByRole("textbox", { name: /^Email/ }).fill("huda@example.com");
  await form.getByRole("textbox", { name: /^Phone/ }).fill("+966551234567");
  await form.getByRole("textbox", { name: /^City/ }).fill("Dammam");
  await form.getByRole("textbox", { name: /^Professional summary/ }).fill("Steel structures.");
  await form.locator('input[type="file"]').setInputFiles({
    name: "huda-cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await makePdf(1)),
  });
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/job-application"));
  await form.getByRole("button", { name: /^Apply|^Submit|^Send/ }).click();
  expect((await sent).status()).toBe(201);
  await expect(
    page.getByRole("status").filter({ hasText: "We have received your application" }),
  ).toBeVisible();
});

for (const locale of locales) {
  const say = opening[locale];

  test(`${locale}: the stored application names its opening; the console filters by it`, async ({
    page,
  }) => {
    await signIn(page, "boss@example.com");
    await page.goto(url(`/${locale}/review?section=applications`));
    await hydrated(page);
    const card = page.getByRole("article", { name: applicant });
    await expect(card.getByText(say.title)).toBeVisible();

    const filter = page.getByRole("combobox", { name: say.filter });
    await filter.selectOption({ label: say.title });
    await page.getByRole("button", { name: say.apply }).click();
    await expect(page).toHaveURL(/[?&]position=/);
    await expect(page.getByRole("combobox", { name: say.filter })).toHaveValue(
      locale === "en" ? "structural-design-engineer" : "مهندس-تصميم-إنشائي",
    );
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article", { name: applicant })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);

    // The spontaneous applications: none here, and the list says so.
    await page.getByRole("combobox", { name: say.filter }).selectOption("-");
    await page.getByRole("button", { name: say.apply }).click();
    await expect(page).toHaveURL(/[?&]position=-/);
    await expect(page.getByRole("article")).toHaveCount(0);
  });
}
