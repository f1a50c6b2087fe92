import { test } from "vitest";
import { pagePath } from "../src/site/paths";
import { copy } from "./copy";
import { type Driver, waitFor } from "./driver";
import { inEveryBrowser, type Locale } from "./matrix";
import { hydrated, page } from "./steps";

const twin = { en: "ar", ar: "en" } as const;
const direction = { en: "ltr", ar: "rtl" } as const;

/** The header's language switch leads to the same page in the other language. */
async function switchLanguage(driver: Driver, from: Locale): Promise<void> {
  const to = twin[from];
  await hydrated(driver);
  await driver.click({
    role: "link",
    name: copy[from].languageSwitch,
    within: { role: "banner" },
  });
  await waitFor(
    `the ${to} twin of the page`,
    () => page(driver),
    (now) => now.path === pagePath("aboutUs", to) && now.lang === to && now.dir === direction[to],
  );
}

inEveryBrowser((use, locale) => {
  test("the language switch leads to the twin page and back", async () => {
    const driver = use();
    await driver.setWidth(1280);
    await driver.goto(pagePath("aboutUs", locale));
    await switchLanguage(driver, locale);
    await switchLanguage(driver, twin[locale]);
  });
});
