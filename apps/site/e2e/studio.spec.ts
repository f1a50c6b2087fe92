import type { Page } from "@playwright/test";
import type { Locale, MessageId } from "@rawafed/i18n";
import { makePdf } from "../src/server/comics/pages/testPdf";
import { encodePath, pagePath } from "../src/site/paths";
import type { RunningServer } from "../test/server";
import { say } from "./catalog";
import { allowRefusal, expect, hydrated, test } from "./fixtures";
import { axe, field, literal, signIn as signInTo, startStudioSuite } from "./studioKit";

const locales = ["en", "ar"] as const;

/** A news item per locale, written in that locale's language. */
const story = {
  en: {
    title: "Quarterly results announced",
    summary: "The group's results for the third quarter.",
    body: "Revenue grew twelve percent on the year.",
    more: "Margins held steady.",
  },
  ar: {
    title: "إعلان نتائج الربع الثالث",
    summary: "نتائج المجموعة للربع الثالث من العام.",
    body: "نمت الإيرادات اثني عشر في المئة على أساس سنوي.",
    more: "وحافظت الهوامش على استقرارها.",
  },
};

test.describe.configure({ mode: "serial" });

let server: RunningServer;
const url = (path: string) => `${server.url}${encodePath(path)}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startStudioSuite([
    ["editor@example.com", "editor"],
    ["publisher@example.com", "publisher"],
    ["reader@example.com", "reader"],
  ]);
});

test.afterAll(() => server?.stop());

const signIn = (page: Page, email: string) => signInTo(page, server, email);

/** The editor's text: the rich-text field, typed into as a person types. */
async function typeBody(page: Page, locale: Locale, text: string) {
  const body = field(page, locale, "studio.form.body");
  await body.click();
  await page.keyboard.press("End");
  await page.keyboard.type(text);
}

const itemAddress = /\/studio\/news\/([0-9a-f-]{36})\?lang=/;

/** A job opening per locale, and a visitor's application to it. */
const opening = {
  en: {
    title: "Cold Store Technician",
    location: "Riyadh, Rawafed Park",
    summary: "Keep 25 cold rooms running.",
  },
  ar: {
    title: "فني مستودعات مبردة",
    location: "الرياض، مجمع روافد اللوجستي",
    summary: "صيانة 25 غرفة مبردة وتشغيلها.",
  },
};
const itemIds: Partial<Record<Locale, string>> = {};

for (const locale of locales) {
  const words = story[locale];
  const listPath = pagePath("studioList", locale, { kind: "news" });

  test(`${locale}: visitors log in first, readers are refused`, async ({ page }) => {
    await page.goto(url(listPath));
    await expect(page).toHaveURL(
      `${server.url}${encodePath(pagePath("login", locale))}?next=${encodeURIComponent(encodePath(listPath))}`,
    );
    allowRefusal(page, /\/studio/);
    await signIn(page, "reader@example.com");
    const refused = await page.goto(url(listPath));
    expect(refused?.status()).toBe(403);
  });

  test(`${locale}: an editor writes a news item and asks for its publication`, async ({ page }) => {
    await signIn(page, "editor@example.com");
    await page.goto(url(listPath));
    await hydrated(page);
    await axe(page);
    await page.getByRole("link", { name: say(locale, "studio.frame.newItem") }).click();
    await hydrated(page);
    await field(page, locale, "studio.form.title").fill(words.title);
    // The slug follows the title (Arabic letters kept).
    await expect(field(page, locale, "studio.form.slug")).not.toHaveValue("");
    await field(page, locale, "studio.form.summary").fill(words.summary);
    // Not an investor disclosure: its publisher may be anyone (four eyes is for disclosures).
    await expect(
      page.getByRole("checkbox", { name: say(locale, "studio.form.disclosure") }),
    ).not.toBeChecked();
    await typeBody(page, locale, words.body);
    await page.getByRole("button", { name: say(locale, "studio.form.save") }).click();
    await expect(page).toHaveURL(itemAddress);
    itemIds[locale] = itemAddress.exec(page.url())?.[1];
    await hydrated(page);
    await axe(page);
    // Not public: its address is a 404, and the news list does not name it.
    const slug = await field(page, locale, "studio.form.slug").inputValue();
    const visitor = await page.request.get(url(pagePath("newsItem", locale, { news: slug })));
    expect(visitor.status()).toBe(404);
    // The preview link shows the draft at its address, marked and not indexed.
    const preview = await page
      .getByRole("link", { name: say(locale, "studio.workflow.preview") })
      .getAttribute("href");
    const previewed = await page.request.get(`${server.url}${preview}`);
    expect(previewed.status()).toBe(200);
    expect(previewed.headers()["x-robots-tag"]).toBe("noindex");
    expect(await previewed.text()).toContain(say(locale, "preview.title"));
    await page.getByRole("button", { name: say(locale, "studio.workflow.requestReview") }).click();
    await expect(
      page.getByRole("status").filter({ hasText: say(locale, "studio.workflow.reviewAsked") }),
    ).toBeVisible();
  });

  test(`${locale}: an editor cannot publish; a publisher does, and visitors see it`, async ({
    page,
  }) => {
    await signIn(page, "editor@example.com");
    const forbidden = await page.request.post(`${server.url}/api/studio/publish`, {
      data: { versionId: "00000000-0000-4000-8000-000000000000" },
      headers: { origin: server.url },
    });
    expect(forbidden.status()).toBe(403);

    await signIn(page, "publisher@example.com");
    await page.goto(
      url(
        `${pagePath("studioItem", locale, { kind: "news", item: itemIds[locale] as string })}?lang=${locale}`,
      ),
    );
    await hydrated(page);
    await page.getByRole("button", { name: say(locale, "studio.workflow.publish") }).click();
    await expect(
      page.getByRole("status").filter({ hasText: say(locale, "studio.workflow.publishedNow") }),
    ).toBeVisible();
    // Within five seconds on the list and at its own address, for a visitor.
    await expect(async () => {
      const list = await page.request.get(url(pagePath("news", locale)), {
        headers: { cookie: "" },
      });
      expect(await list.text()).toContain(words.title);
    }).toPass({ timeout: 6_000 });
    await page.getByRole("link", { name: say(locale, "studio.workflow.public") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
    await expect(page.getByText(words.body)).toBeVisible();
    // Not published in the other language: its switch leads to that language's news list.
    const twin = locale === "en" ? "ar" : "en";
    await expect(page.locator(`a[hreflang="${twin}"]`).first()).toHaveAttribute(
      "href",
      encodePath(pagePath("news", twin)),
    );
  });

  test(`${locale}: edits are revisions, compared and restored; a stale save keeps its text`, async ({
    page,
    browser,
  }) => {
    await signIn(page, "editor@example.com");
    const editor = url(
      `${pagePath("studioItem", locale, { kind: "news", item: itemIds[locale] as string })}?lang=${locale}`,
    );
    await page.goto(editor);
    await hydrated(page);
    // A second tab on the same version, opened before the first saves.
    const other = await browser.newPage();
    await other.context().addCookies(await page.context().cookies());
    await other.goto(editor);
    await hydrated(other);

    await typeBody(page, locale, ` ${words.more}`);
    await page.getByRole("button", { name: say(locale, "studio.form.save") }).click();
    await expect(
      page.getByText(say(locale, "studio.form.savedAt", { time: "" }).trim(), { exact: false }),
    ).toBeVisible();

    await typeBody(other, locale, " — typed in the other tab");
    await other.getByRole("button", { name: say(locale, "studio.form.save") }).click();
    await expect(other.getByText(say(locale, "validation.studioConflict"))).toBeVisible();
    await expect(other.getByText("typed in the other tab")).toBeVisible();
    await other.close();

    // Revisions 1 and 2 compared: the added sentence is marked as added.
    await page.getByRole("link", { name: say(locale, "studio.workflow.history") }).click();
    await hydrated(page);
    await expect(
      page
        .locator("ins")
        .filter({ hasText: words.more.split(" ")[0] as string })
        .first(),
    ).toBeVisible();
    await axe(page);
    await page
      .getByRole("button", { name: say(locale, "studio.history.restore") })
      .first()
      .click();
    // Back in the editor, the restored text (without the added sentence) as a new revision.
    await expect(page).toHaveURL(itemAddress);
    await hydrated(page);
    await expect(page.getByText(words.body)).toBeVisible();
    await expect(page.getByText(words.more)).toHaveCount(0);
  });

  test(`${locale}: a schedule in the past is refused, one ahead is kept`, async ({ page }) => {
    allowRefusal(page, /\/api\/studio\/schedule/);
    await signIn(page, "publisher@example.com");
    await page.goto(
      url(
        `${pagePath("studioItem", locale, { kind: "news", item: itemIds[locale] as string })}?lang=${locale}`,
      ),
    );
    await hydrated(page);
    const when = page.getByLabel(say(locale, "studio.workflow.scheduleAt"));
    await when.fill("2020-01-01T10:00");
    await page.getByRole("button", { name: say(locale, "studio.workflow.scheduleSubmit") }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: say(locale, "validation.scheduleInPast") }),
    ).toBeVisible();
    await when.fill("2099-01-01T10:00");
    await page.getByRole("button", { name: say(locale, "studio.workflow.scheduleSubmit") }).click();
    await expect(
      page.getByRole("status").filter({ hasText: say(locale, "studio.workflow.scheduled") }),
    ).toBeVisible();
  });

  test(`${locale}: a publisher posts a job opening that a visitor applies to`, async ({
    page,
    browser,
  }) => {
    const words = opening[locale];
    await signIn(page, "publisher@example.com");
    await page.goto(
      url(`${pagePath("studioItem", locale, { kind: "job", item: "new" })}?lang=${locale}`),
    );
    await hydrated(page);
    await field(page, locale, "studio.form.title").fill(words.title);
    await field(page, locale, "studio.form.summary").fill(words.summary);
    await typeBody(page, locale, words.summary);
    await field(page, locale, "studio.form.location").fill(words.location);
    await page
      .getByRole("combobox", {
        name: new RegExp(`^${literal(say(locale, "studio.form.employmentType"))}`),
      })
      .selectOption("fullTime");
    await page.getByRole("button", { name: say(locale, "studio.form.save") }).click();
    await expect(page).toHaveURL(/\/studio\/job\/[0-9a-f-]{36}\?lang=/);
    await hydrated(page);
    const slug = await field(page, locale, "studio.form.slug").inputValue();
    await page.getByRole("button", { name: say(locale, "studio.workflow.publish") }).click();
    await expect(
      page.getByRole("status").filter({ hasText: say(locale, "studio.workflow.publishedNow") }),
    ).toBeVisible();

    // A visitor (a new context: no session) finds it on the careers page and applies from its page.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await expect(async () => {
      await visitor.goto(url(pagePath("careers", locale)));
      await expect(visitor.getByRole("heading", { name: words.title })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 10_000 });
    await visitor.goto(url(pagePath("job", locale, { job: slug })));
    await hydrated(visitor);
    await axe(visitor);
    const form = visitor.locator("main form").first();
    await expect(form.getByRole("combobox").first()).toHaveValue(slug);
    const label = (id: MessageId) => new RegExp(`^${literal(say(locale, id))}`);
    await form.getByRole("textbox", { name: label("form.field.name") }).fill("Huda Al-Qahtani");
    await form.getByRole("textbox", { name: label("form.field.email") }).fill("huda@example.com");
    await form.getByRole("textbox", { name: label("form.field.phone") }).fill("+966551234567");
    await form.getByRole("textbox", { name: label("form.field.city") }).fill("Dammam");
    await form.getByRole("textbox", { name: label("form.job.summary") }).fill("Refrigeration.");
    await form.locator('input[type="file"]').setInputFiles({
      name: "huda-cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await makePdf(1)),
    });
    const sent = visitor.waitForResponse((response) =>
      response.url().endsWith("/api/job-application"),
    );
    await form.getByRole("button", { name: say(locale, "action.apply") }).click();
    expect((await sent).status()).toBe(201);
    await visitorContext.close();
  });
}
