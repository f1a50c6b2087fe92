// Translator teams (issue #35), in both locales: the demo catalog's team, Crescent Letters, has a
// page with its members and their roles and the chapters credited to it; each of those chapters
// names the team and its people in the reader and on its comic's page; a visitor is asked to log
// in to follow it. axe finds nothing serious on any of them.
import { clientAddress, demoCatalogReady, locales, seriousAxe } from "./comicsKit";
import { expect, hydrated, test } from "./fixtures";

const say = {
  en: {
    leader: "Leader",
    chapter: "/en/comics/harbor-lights/1?lang=arabic",
    comic: "/en/comics/harbor-lights",
    follow: /^Follow/,
  },
  ar: {
    leader: "قائد",
    chapter: "/ar/comics/harbor-lights/1",
    comic: "/ar/comics/harbor-lights",
    follow: /^متابعة/,
  },
};

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(15 * 60_000);
  await demoCatalogReady(playwright);
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
});

for (const locale of locales) {
  test(`${locale}: a team's page, and its chapters credited in the reader and on the comic`, async ({
    page,
  }) => {
    const words = say[locale];
    await page.goto(`/${locale}/teams/crescent-letters`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Crescent Letters" })).toBeVisible();
    const leader = page.getByRole("listitem").filter({ hasText: "Youssef Benali" });
    await expect(leader).toContainText(words.leader);
    await expect(page.getByRole("listitem").filter({ hasText: "Reem Al-Harbi" })).toBeVisible();
    expect(await seriousAxe(page)).toEqual([]);

    // One of its chapters, from the team's page to the reader, which credits the team.
    await page.locator(`a[href="${words.chapter}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${words.chapter.replace(/[?]/g, "\\?")}$`));
    const banner = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
    const team = banner.getByRole("link", { name: "Crescent Letters" });
    await expect(team).toHaveAttribute("href", `/${locale}/teams/crescent-letters`);
    await expect(banner).toContainText("Reem Al-Harbi");
    expect(await seriousAxe(page)).toEqual([]);

    // The comic's page names the team beside each of its chapters.
    await page.goto(words.comic);
    await hydrated(page);
    await expect(page.getByRole("link", { name: "Crescent Letters" }).first()).toHaveAttribute(
      "href",
      `/${locale}/teams/crescent-letters`,
    );
    expect(await seriousAxe(page)).toEqual([]);
  });
}
