// The comics platform as a visitor meets it, in both locales: the catalog, search (Arabic names
// typed without hamza or with a diacritic), a genre filter, the comic page, the "log in first"
// prompt, the 404 pages and axe on each page. Reading is in comics-reader.spec.ts, the signed-in
// reader in comics-account.spec.ts.

import {
  clientAddress,
  demoCatalogReady,
  type Locale,
  locales,
  seriousAxe,
  words,
} from "./comicsKit";
import { expect, hydrated, test } from "./fixtures";

test.beforeAll(async ({ playwright }) => {
  // The first start seeds the demo catalog and draws its pages in the background.
  test.setTimeout(15 * 60_000);
  await demoCatalogReady(playwright);
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
});

/** What each locale searches, and the comic it finds. */
const searches: Record<Locale, { query: string; name: string; slug: string }[]> = {
  en: [{ query: "sand lantern", name: "The Sand Lantern", slug: "sand-lantern" }],
  ar: [
    // "أضواء الميناء" typed without its hamza.
    { query: "اضواء الميناء", name: "أضواء الميناء", slug: "harbor-lights" },
    // "مخبز المدار" typed with its vowel marks.
    { query: "مَخْبَز", name: "مخبز المدار", slug: "orbit-bakery" },
    // The English name from the Arabic page.
    { query: "sand lantern", name: "فانوس الرمال", slug: "sand-lantern" },
  ],
};

const horror: Record<Locale, RegExp> = { en: /^Horror/, ar: /^رعب/ };
const warehouseNine: Record<Locale, string> = { en: "Warehouse Nine", ar: "المستودع التاسع" };
const sandLantern: Record<Locale, { name: string; other: string }> = {
  en: { name: "The Sand Lantern", other: "فانوس الرمال" },
  ar: { name: "فانوس الرمال", other: "The Sand Lantern" },
};

for (const locale of locales) {
  const w = words[locale];

  test(`${locale}: a visitor opens the catalog and a genre leads to its comics`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/comics`);
    await hydrated(page);
    const main = page.getByRole("main");
    const latest = main.getByRole("region", { name: w.latest });
    await expect(latest.getByRole("link").first()).toHaveAttribute(
      "href",
      new RegExp(`^/${locale}/comics/[\\w-]+/\\d+`),
    );
    await expect(
      main.getByRole("region", { name: w.popular }).getByRole("heading", { level: 3 }),
    ).toHaveCount(6);
    expect(await seriousAxe(page)).toEqual([]);

    await main
      .getByRole("region", { name: w.genres })
      .getByRole("link", { name: horror[locale] })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/comics/search\\?genre=horror$`));
    await expect(
      page.getByRole("region", { name: w.results }).getByRole("heading", { level: 3 }),
    ).toHaveText([warehouseNine[locale]]);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${locale}/comics$`));
    await expect(main.getByRole("region", { name: w.latest })).toBeVisible();
  });

  test(`${locale}: a visitor searches by the keyboard, from the catalog's link`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/comics`);
    await hydrated(page);
    await page.getByRole("main").getByRole("link", { name: w.searchLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/comics/search$`));
    await hydrated(page);
    for (const { query, name, slug } of searches[locale]) {
      const box = page.getByRole("searchbox", { name: w.searchBox });
      await box.fill(query);
      await box.press("Enter");
      await expect(page).toHaveURL(/[?&]q=/);
      const results = page.getByRole("region", { name: w.results });
      await expect(results.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        `/${locale}/comics/${slug}`,
      );
    }
    expect(await seriousAxe(page)).toEqual([]);
  });

  test(`${locale}: a visitor filters by a genre from the disclosure and opens a comic`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/comics/search`);
    await hydrated(page);
    await page.getByText(w.genresSummary, { exact: true }).click();
    await page
      .getByRole("group", { name: w.include })
      .getByRole("checkbox", { name: horror[locale] })
      .check();
    await page.getByRole("button", { name: w.apply }).click();
    // The address keeps the filter.
    await expect(page).toHaveURL(/[?&]genre=horror/);
    const results = page.getByRole("region", { name: w.results });
    await expect(results.getByRole("heading", { level: 3 })).toHaveText([warehouseNine[locale]]);
    // One page of results: no pages to go through.
    await expect(results.getByRole("navigation")).toHaveCount(0);
    await results.getByRole("link", { name: warehouseNine[locale], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/comics/warehouse-nine$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(warehouseNine[locale]);
  });

  test(`${locale}: the comic page shows the names, the description, the chapters per language and similar comics; Save and Follow ask a visitor to log in`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(`/${locale}/comics/sand-lantern`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(sandLantern[locale].name);
    await expect(main.getByText(sandLantern[locale].other, { exact: true })).toBeVisible();

    // The description: read more, then less.
    const more = main.getByRole("button", { name: w.readMore });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    const less = main.getByRole("button", { name: w.readLess });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await less.click();
    await expect(main.getByRole("button", { name: w.readMore })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    // Chapters 1 to 3 in each language, each with its PDF and its size.
    const chapters = main.getByRole("region", { name: w.chapters });
    await expect(chapters.getByRole("heading", { level: 3 })).toHaveText([w.english, w.arabic]);
    await expect(chapters.getByRole("list").first().getByRole("listitem")).toHaveCount(3);
    await expect(chapters.getByRole("list").nth(1).getByRole("listitem")).toHaveCount(3);
    const pdf = chapters.getByRole("link", { name: w.pdf(1) }).first();
    const pdfHref = (await pdf.getAttribute("href")) ?? "";
    const file = await request.get(pdfHref);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await expect(
      main.getByRole("region", { name: w.similar }).getByRole("link").first(),
    ).toBeVisible();
    expect(await seriousAxe(page)).toEqual([]);

    // Save and Follow: "You Have to login First", with a link to log in that comes back here.
    const next = `/${locale}/login?next=${encodeURIComponent(`/${locale}/comics/sand-lantern`)}`;
    for (const name of [w.save, w.follow]) {
      const toggle = main.getByRole("button", { name, exact: true }).first();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await expect(toggle).toHaveAccessibleDescription(new RegExp(w.loginFirst));
      const promptId = (await toggle.getAttribute("aria-describedby"))?.split(" ").at(-1);
      const prompt = page.locator(`[id="${promptId}"]`);
      await expect(prompt).toHaveRole("alert");
      await expect(prompt).toContainText(w.loginFirst);
      await expect(prompt.getByRole("link", { name: w.logIn })).toHaveAttribute("href", next);
    }
    // By the keyboard: from Follow, Tab reaches its prompt's link, Enter follows it.
    const follow = main.getByRole("button", { name: w.follow, exact: true }).first();
    await follow.focus();
    await page.keyboard.press("Tab");
    const promptId = (await follow.getAttribute("aria-describedby"))?.split(" ").at(-1);
    await expect(
      page.locator(`[id="${promptId}"]`).getByRole("link", { name: w.logIn }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(next);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.logIn);
  });

  test(`${locale}: an unknown comic or chapter is the 404 page`, async ({ page }) => {
    for (const path of [
      `/${locale}/comics/no-such-comic`,
      `/${locale}/comics/sand-lantern/99`,
      `/${locale}/comics/no-such-comic/1`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.notFound);
    }
  });

  test(`${locale}: a chapter number in Arabic-Indic digits or with a leading zero leads to its one address`, async ({
    request,
  }) => {
    for (const typed of ["٢", "02", "۲"]) {
      const response = await request.get(
        `/${locale}/comics/sand-lantern/${encodeURIComponent(typed)}?lang=arabic`,
        { maxRedirects: 0 },
      );
      expect(response.status(), typed).toBe(301);
      expect(response.headers().location, typed).toBe(
        `/${locale}/comics/sand-lantern/2?lang=arabic`,
      );
    }
  });

  test(`${locale}: a visitor chooses a star on a translator's page by keyboard and is asked to log in first`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/comics/sand-lantern`);
    await hydrated(page);
    const chapters = page.getByRole("main").getByRole("region", { name: w.chapters });
    await chapters.getByRole("link", { name: "Reem Al-Harbi" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/translators/[\\w-]+$`));
    await hydrated(page);
    const here = new URL(page.url()).pathname;

    // The stars are there for a visitor too, as Save and Follow are.
    const stars = page.getByRole("group", { name: w.yourRating });
    await expect(stars.getByRole("radio")).toHaveCount(5);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await stars.getByRole("radio").first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(stars.getByRole("radio").nth(1)).toBeChecked();
    const prompt = page.getByRole("alert");
    await expect(prompt).toContainText(w.loginFirst);
    await expect(stars).toHaveAccessibleDescription(new RegExp(w.loginFirst));
    expect(await seriousAxe(page)).toEqual([]);

    // Its link leads to log in and back here.
    const next = `/${locale}/login?next=${encodeURIComponent(here)}`;
    await expect(prompt.getByRole("link", { name: w.logIn })).toHaveAttribute("href", next);
    await prompt.getByRole("link", { name: w.logIn }).press("Enter");
    await expect(page).toHaveURL(next);
  });

  test(`${locale}: axe finds nothing serious on the translator and publisher pages`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/comics/sand-lantern`);
    await hydrated(page);
    const chapters = page.getByRole("main").getByRole("region", { name: w.chapters });
    await chapters.getByRole("link", { name: "Reem Al-Harbi" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/translators/[\\w-]+$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reem Al-Harbi");
    await hydrated(page);
    expect(await seriousAxe(page)).toEqual([]);

    await page.goBack();
    await page.getByRole("main").getByRole("link", { name: "Nakhla Comics" }).click();
    await expect(page).toHaveURL(`/${locale}/publishers/nakhla-comics`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nakhla Comics");
    await hydrated(page);
    expect(await seriousAxe(page)).toEqual([]);
  });
}
