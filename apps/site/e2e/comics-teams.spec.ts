// Translator teams (issue #35), in both locales: the demo catalog's team, Crescent Letters, has a
// page with its members and their roles and the chapters credited to it; each of those chapters
// names the team and its people in the reader and on its comic's page; a visitor is asked to log
// in to follow it. A translator makes a team and manages its members. axe finds nothing serious.
import { newDataDir, type RunningServer, startServer } from "../test/server";
import { clientAddress, demoCatalogReady, locales, seriousAxe } from "./comicsKit";
import { expect, hydrated, test } from "./fixtures";
import { addAccounts, signInThrough } from "./staff";

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

/** Words with names in them, each name maybe between Unicode's isolate marks (as shown). */
function isolated(words: TemplateStringsArray, ...names: string[]): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const parts = words.map(literal);
  return new RegExp(
    parts.reduce(
      (all, part, index) => `${all}\u2068?${literal(names[index - 1] ?? "")}\u2069?${part}`,
    ),
  );
}

// A translator's own teams, on a server of the suite's own (no demo catalog): make a team, add a
// translator by e-mail, make them a leader, remove them after confirming; every result is said.
test.describe("my teams", () => {
  const password = "Teams123!x";
  const manage = {
    en: {
      name: /^Team name/,
      language: "Arabic",
      create: "Create the team",
      created: (team: string) => isolated`The team ${team} is created`,
      email: /^The translator's email/,
      add: "Add",
      makeLeader: "Make leader: Jad Nasser",
      remove: "Remove Jad Nasser",
      confirm: "Confirm",
      removed: (team: string) => isolated`${"Jad Nasser"} was removed from ${team}.`,
    },
    ar: {
      name: /^اسم الفريق/,
      language: "العربية",
      create: "إنشاء الفريق",
      created: (team: string) => isolated`أُنشئ الفريق ${team}`,
      email: /^البريد الإلكتروني للمترجم/,
      add: "إضافة",
      makeLeader: "تعيين قائداً: Jad Nasser",
      remove: "إزالة Jad Nasser",
      confirm: "تأكيد",
      removed: (team: string) => isolated`تمت إزالة ${"Jad Nasser"} من ${team}.`,
    },
  };
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const dataDir = newDataDir();
    await addAccounts(dataDir, password, [
      { email: "lead@example.com", role: "translator", name: "Salma Haddad" },
      { email: "mate@example.com", role: "translator", name: "Jad Nasser" },
    ]);
    server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1", SEED_DEMO: "0" });
  });
  test.afterAll(() => server?.stop());

  for (const locale of locales) {
    test(`${locale}: a leader makes a team and manages its members`, async ({ page }) => {
      const words = manage[locale];
      const team = `Lantern Crew ${locale}`;
      await signInThrough(page, server.url, "lead@example.com", password, clientAddress());
      await page.goto(`${server.url}/${locale}/account/teams`);
      await hydrated(page);
      expect(await seriousAxe(page)).toEqual([]);

      await page.getByRole("textbox", { name: words.name }).fill(team);
      await page.getByRole("checkbox", { name: words.language }).check();
      await page.getByRole("button", { name: words.create }).click();
      await expect(page.getByText(words.created(team))).toBeVisible();
      const heading = page.getByRole("heading", { name: team, exact: true });
      await expect(heading).toBeVisible();
      // This team's own part of the page (the other locale's run made a team too).
      const card = page.locator("article").filter({ has: heading });

      await card.getByRole("textbox", { name: words.email }).fill("mate@example.com");
      await card.getByRole("button", { name: words.add, exact: true }).click();
      await expect(card.getByRole("listitem").filter({ hasText: "Jad Nasser" })).toBeVisible();
      await card.getByRole("button", { name: words.makeLeader }).click();
      await expect(page.getByRole("status").filter({ hasText: "Jad Nasser" })).not.toBeEmpty();

      await card.getByRole("button", { name: words.remove }).click();
      await page.getByRole("dialog").getByRole("button", { name: words.confirm }).click();
      await expect(page.getByText(words.removed(team))).toBeAttached();
      await expect(card.getByRole("listitem").filter({ hasText: "Jad Nasser" })).toHaveCount(0);
      expect(await seriousAxe(page)).toEqual([]);
    });
  }
});
