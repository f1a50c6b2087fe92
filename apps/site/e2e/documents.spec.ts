import type { APIRequestContext, Page } from "@playwright/test";
import { encodePath } from "@rawafed/i18n";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import ar from "../src/content/ar/index";
import en from "../src/content/en/index";
import { pagePath } from "../src/site/paths";
import { expect, test } from "./fixtures";

const content = { en, ar };

/** The text of a PDF's pages, as a reader gets it from the file. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join("\n");
}

/** "PDF, 57 KB" / "PDF، 1.2 ميجابايت" -> bytes, to the label's precision. */
function shownSize(label: string): { low: number; high: number } {
  const match = /([\d.]+)\s*(KB|MB|كيلوبايت|ميجابايت)/.exec(label);
  if (!match) throw new Error(`no size in "${label}"`);
  const unit = match[2] === "KB" || match[2] === "كيلوبايت" ? 1024 : 1024 * 1024;
  const step = unit === 1024 ? 1 : 0.1;
  const value = Number(match[1]);
  return { low: (value - step / 2) * unit, high: (value + step / 2) * unit };
}

/** Every download row of a page: its link and the size it shows, checked against the file. */
async function checkDownloads(page: Page, request: APIRequestContext, locale: "en" | "ar") {
  const rows = await page.locator("li:has(a[download])").all();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const link = row.locator("a[download]");
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(new RegExp(`^/files/${locale}/[a-z0-9-]+\\.pdf$`));
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    const label = (await row.locator("bdi").textContent()) ?? "";
    const { low, high } = shownSize(label);
    expect(body.length, `${href} shows "${label}"`).toBeGreaterThanOrEqual(low);
    expect(body.length, `${href} shows "${label}"`).toBeLessThan(high);
  }
}

for (const locale of ["en", "ar"] as const) {
  for (const pageId of ["finicalStatements", "regulationsAndPolicies"] as const) {
    test(`${pagePath(pageId, locale)}: every download is the ${locale} file, at the size shown`, async ({
      page,
      request,
    }) => {
      await page.goto(encodePath(pagePath(pageId, locale)));
      await checkDownloads(page, request, locale);
    });
  }

  test(`the ${locale} product catalog is a real document of every product`, async ({
    page,
    request,
  }) => {
    await page.goto(`/${locale}/services/storage-solutions/dock-levelers`);
    await checkDownloads(page, request, locale);
    const href = (await page.locator("a[download]").first().getAttribute("href")) ?? "";
    const bytes = await (await request.get(href)).body();
    const storage = content[locale].services.find(
      (service) => service.slug === "storage-solutions",
    );
    const products = storage?.items.map((item) => item.title) ?? [];
    expect(products.length).toBeGreaterThan(0);
    const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
    // A page of its own for each product, after the introduction.
    expect(pdf.numPages).toBeGreaterThan(products.length);
    if (locale === "en") {
      // Arabic comes out of a PDF's text in glyph order; English can be compared word for word.
      const text = (await pdfText(bytes)).replace(/\s+/g, " ");
      for (const title of products) expect(text).toContain(title);
    }
  });
}

test("an investor reads the 2021 statements in Arabic and finds the chart's figures", async ({
  page,
  request,
}) => {
  await page.goto(encodePath(pagePath("finicalStatements", "ar")));
  // The revenue chart's table alternative, as a screen reader reads it.
  const revenue = page.getByRole("table", { name: /الإيرادات/ });
  const row2021 = revenue.getByRole("row").filter({ hasText: "2021" });
  const shown = (await row2021.getByRole("cell").last().textContent())?.trim() ?? "";
  expect(shown).toMatch(/^\d+(\.\d)?$/);

  const link = page.getByRole("link", { name: /2021/ });
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toBe("/files/ar/financial-statements-2021.pdf");
  const text = await pdfText(await (await request.get(href)).body());
  // The chart shows millions to one decimal; the statements print thousands.
  const thousands = Math.round(Number(shown) * 10) * 100;
  const printed = text.match(/\d{1,3}(?:,\d{3})+/g)?.map((n) => Number(n.replace(/,/g, ""))) ?? [];
  expect(printed.some((value) => Math.abs(value - thousands) < 100)).toBe(true);
  expect(text).toContain("2021");
});

test("the financial highlights draw four charts, each with its table", async ({ page }) => {
  for (const locale of ["en", "ar"] as const) {
    await page.goto(encodePath(pagePath("investorsServicesCenter", locale)));
    const figures = page.locator("main figure");
    await expect(figures).toHaveCount(4);
    await expect(page.locator("main figure svg")).toHaveCount(4);
    await expect(page.locator("main figure table")).toHaveCount(4);
    for (const table of await page.locator("main figure table").all()) {
      await expect(table.locator("tbody tr")).toHaveCount(5);
    }
  }
});
