import type { Browser, Page } from "@playwright/test";
import type { Locale, MessageId } from "@rawafed/i18n";
import { encodePath, pagePath } from "../src/site/paths";
import type { RunningServer } from "../test/server";
import { say } from "./catalog";
import { allowRefusal, expect, hydrated, test } from "./fixtures";
import { axe, field, literal, signIn as signInTo, startStudioSuite } from "./studioKit";

test.describe.configure({ mode: "serial" });

let server: RunningServer;
const url = (path: string) => `${server.url}${encodePath(path)}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startStudioSuite([
    ["writer@example.com", "publisher"],
    ["approver@example.com", "publisher"],
  ]);
});

test.afterAll(() => server?.stop());

const signIn = (page: Page, email: string) => signInTo(page, server, email);

/** A statements PDF as another tool makes it: the browser prints an HTML page. */
async function printedPdf(browser: Browser, locale: Locale): Promise<Buffer> {
  const printer = await browser.newPage();
  await printer.setContent(
    `<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"><body><h1>${
      locale === "ar" ? "القوائم المالية 2024" : "Financial statements 2024"
    }</h1><table><tr><td>Revenue</td><td>512,400</td></tr></table></body></html>`,
  );
  const pdf = await printer.pdf({ format: "A4" });
  await printer.close();
  return pdf;
}

/** Chooses a file through the field's own button, as a person does. */
async function choose(page: Page, locale: Locale, file: { name: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await page
    .getByRole("button", { name: new RegExp(literal(say(locale, "studio.form.file"))) })
    .click();
  await (await chooser).setFiles({ ...file, mimeType: "application/pdf" });
}

const words = {
  en: { title: "Audited financial statements 2024", digits: (n: string) => n },
  ar: {
    title: "القوائم المالية المدققة لعام 2024",
    // An Arabic keyboard's digits and thousands separator.
    digits: (n: string) =>
      n.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))).replace(/,/g, "٬"),
  },
};
const figures = {
  "studio.form.figure.revenue": "512,400",
  "studio.form.figure.netProfit": "41,250",
  "studio.form.figure.totalAssets": "980,000",
  "studio.form.figure.totalLiabilities": "410,000",
  "studio.form.figure.totalEquity": "570,000",
} as const;

const itemAddress = /\/studio\/statement\/([0-9a-f-]{36})\?lang=/;
let itemId = "";

// The first content is listed: the five years the site offered before the studio. (Its own test:
// with the writing below it took most of 30 s on a busy machine.)
test("en: the studio lists the statements the site had, and leads to a new one", async ({
  page,
}) => {
  await signIn(page, "writer@example.com");
  await page.goto(url(pagePath("studioList", "en", { kind: "statement" })));
  await hydrated(page);
  await expect(page.getByRole("link", { name: /2023/ }).first()).toBeVisible();
  await axe(page);
  await page.getByRole("link", { name: say("en", "studio.frame.newItem") }).click();
  await expect(page).toHaveURL(
    new RegExp(`${literal(pagePath("studioItem", "en", { kind: "statement", item: "new" }))}`),
  );
  await expect(field(page, "en", "studio.form.title")).toHaveValue("");
});

for (const locale of ["en", "ar"] as const) {
  test(`${locale}: a publisher writes the 2024 statements; the writer cannot publish them`, async ({
    page,
    browser,
  }) => {
    allowRefusal(page, /\/api\/studio\/(documents\/upload|save)/);
    await signIn(page, "writer@example.com");
    // The English version starts the item; the Arabic one is written on the same item.
    await page.goto(
      url(
        `${pagePath("studioItem", locale, { kind: "statement", item: itemId || "new" })}?lang=${locale}`,
      ),
    );
    await hydrated(page);
    await field(page, locale, "studio.form.title").fill(words[locale].title);
    await field(page, locale, "studio.form.fileName").fill("financial-statements-2024");

    // Not a PDF, whatever its name says: refused at the field.
    await choose(page, locale, { name: "statements.pdf", buffer: Buffer.from("GIF89a not a pdf") });
    await expect(page.getByText(say(locale, "validation.fileType"))).toBeVisible();
    await choose(page, locale, {
      name: "statements-2024.pdf",
      buffer: await printedPdf(browser, locale),
    });
    await expect(page.getByText("statements-2024.pdf")).toBeVisible();
    await expect(page.getByText(say(locale, "validation.fileType"))).toHaveCount(0);

    await field(page, locale, "studio.form.year").fill(words[locale].digits("2024"));
    for (const [label, value] of Object.entries(figures)) {
      // Off by one: the balance sheet does not balance.
      const typed = label.endsWith("totalAssets") ? "980,001" : value;
      await field(page, locale, label as MessageId).fill(words[locale].digits(typed));
    }
    await page.getByRole("button", { name: say(locale, "studio.form.save") }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toContainText(say(locale, "validation.totalsMismatch"));
    // Nothing typed is lost: the figures are still there, the wrong one is fixed in place.
    await expect(field(page, locale, "studio.form.figure.revenue")).toHaveValue(
      words[locale].digits("512,400"),
    );
    await field(page, locale, "studio.form.figure.totalAssets").fill(
      words[locale].digits("980,000"),
    );
    // The save's own answer first, then the item's address it leads to: a failure says which.
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes("/api/studio/save") && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: say(locale, "studio.form.save") }).click();
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(itemAddress);
    itemId = itemAddress.exec(page.url())?.[1] ?? itemId;
    await hydrated(page);
    // Four eyes: the writer is told another publisher must publish it, and has no publish button.
    await expect(page.getByText(say(locale, "studio.workflow.fourEyes"))).toBeVisible();
    await expect(
      page.getByRole("button", { name: say(locale, "studio.workflow.publish"), exact: true }),
    ).toHaveCount(0);
    await axe(page);
    // Not public yet.
    const file = await page.request.get(
      `${server.url}/files/${locale}/financial-statements-2024.pdf`,
    );
    expect(file.status()).toBe(404);
  });

  test(`${locale}: a second publisher approves; the page, chart and download show 2024`, async ({
    page,
  }) => {
    await signIn(page, "approver@example.com");
    await page.goto(
      url(`${pagePath("studioItem", locale, { kind: "statement", item: itemId })}?lang=${locale}`),
    );
    await hydrated(page);
    await expect(page.getByText(say(locale, "studio.workflow.fourEyes"))).toHaveCount(0);
    await page
      .getByRole("button", { name: say(locale, "studio.workflow.publish"), exact: true })
      .click();
    await expect(
      page.getByRole("status").filter({ hasText: say(locale, "studio.workflow.publishedNow") }),
    ).toBeVisible();

    const statements = url(pagePath("finicalStatements", locale));
    await expect(async () => {
      const shown = await page.request.get(statements, { headers: { cookie: "" } });
      expect(await shown.text()).toContain(words[locale].title);
    }).toPass({ timeout: 6_000 });
    await page.goto(statements);
    const link = page.getByRole("link", { name: new RegExp(literal(words[locale].title)) });
    await expect(link).toHaveAttribute("href", `/files/${locale}/financial-statements-2024.pdf`);
    // Newest first.
    const first = page.locator("li:has(a[download])").first();
    await expect(first).toContainText("2024");
    const download = await page.request.get(
      `${server.url}/files/${locale}/financial-statements-2024.pdf`,
    );
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // The revenue chart's table: 2024 at 512.4 (SAR million), as a screen reader reads it.
    const revenue = page.getByRole("table", {
      name: new RegExp(literal(say(locale, "studio.form.figure.revenue"))),
    });
    const row = revenue.getByRole("row").filter({ hasText: "2024" });
    await expect(row.getByRole("cell").last()).toHaveText(/512[.٫]4/);
    await axe(page);
  });
}
