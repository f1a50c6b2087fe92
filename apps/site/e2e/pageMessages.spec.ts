// A page carries only the messages its render used (server/delivery/pageMessages.ts); whatever the
// browser draws later comes with its catalog area. No page may lose a string on the way: every
// page, in both languages, hydrates with no console error (a missing message and a hydration
// mismatch are both logged) and shows no message id where its text should be.

import type { Page } from "@playwright/test";
import { encodePath } from "@rawafed/i18n";
import { pagePath, staticPageIds } from "../src/site/paths";
import { expect, hydrated, test } from "./fixtures";

/** A message id shown as text: what a translator prints for an id its catalog lacks. */
const shownId =
  /\b(action|brand|chart|comics|error|form|language|mail|nav|navGroup|nationality|newsletter|office|page|preview|review|section|shell|studio|validation|video)\.[a-z][A-Za-z]*(\.[A-Za-z]+)*\b/;

/** The page's text as a reader sees it (no script's content). */
function visibleText(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, not the scripts' source
  return page.locator("body").innerText();
}

/** The ids in the page's messages block. */
function pageMessageIds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(JSON.parse(document.getElementById("page-messages")?.textContent || "{}")),
  );
}

const parameterised = {
  en: [
    "/en/blog/choosing-the-right-racking-system",
    "/en/services/storage-solutions/dock-levelers",
    "/en/news/rawafed-park-opens",
    "/en/careers/structural-design-engineer",
    "/en/no-such-page",
  ],
  ar: [
    "/ar/services/storage-solutions",
    "/ar/الأخبار/rawafed-park-opens",
    "/ar/careers/مهندس-تصميم-إنشائي",
    "/ar/no-such-page",
  ],
} as const;

for (const locale of ["en", "ar"] as const) {
  test(`every ${locale} page hydrates with its own messages and shows no message id`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const paths = [
      ...staticPageIds.map((id) => pagePath(id, locale)).filter((path) => !path.endsWith(".xml")),
      ...parameterised[locale],
    ];
    for (const path of paths) {
      await page.goto(encodePath(path));
      await hydrated(page);
      expect(await pageMessageIds(page), path).not.toHaveLength(0);
      expect(await visibleText(page), path).not.toMatch(shownId);
    }
  });
}

test("the home page brings none of the comics', the studio's, the nationalities' or the mails' words; the next pages get theirs", async ({
  page,
}) => {
  await page.goto("/en");
  await hydrated(page);
  const ids = await pageMessageIds(page);
  expect(ids).toContain("nav.aboutUs");
  expect(ids.filter((id) => /^(comics|review|studio|nationality|mail)\./.test(id))).toEqual([]);

  // A form's errors are drawn in the browser only: their words arrive with the site's area.
  await page.goto("/en/contact-us");
  await hydrated(page);
  await page.locator("main form button[type=submit]").first().click();
  const summary = page.getByRole("alert").filter({ has: page.getByRole("link") });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link").first()).toHaveText(/\S/);
  expect(await visibleText(page)).not.toMatch(shownId);

  // A client-side navigation into the comics platform draws its words at once.
  await page.goto("/en");
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.locator('a[href="/en/comics"]:visible').first().click();
  await expect(page).toHaveURL(/\/en\/comics$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/\S/);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(await visibleText(page)).not.toMatch(shownId);
});
