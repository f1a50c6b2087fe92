import { expect, test } from "vitest";
import { copy } from "./copy";
import { type Driver, type Target, waitFor } from "./driver";
import { inEveryBrowser } from "./matrix";
import { expanded, gone, hydrated, page, shown, until } from "./steps";

/** Clicks a link and waits for its page: the address and the first heading change. */
async function follow(driver: Driver, link: Target): Promise<string> {
  const before = await page(driver);
  const href = (await driver.inspect(link)).attributes.href ?? "";
  expect(href).toMatch(/^\//);
  await driver.click(link);
  const after = await waitFor(
    `the link to ${decodeURI(href)} to open its page`,
    () => page(driver),
    (now) => now.path === decodeURI(href) && now.h1 !== "" && now.h1 !== before.h1,
  );
  return after.path;
}

inEveryBrowser((use, locale) => {
  const words = copy[locale];

  test("on a narrow screen the menu button opens the menu, and a link in it navigates", async () => {
    const driver = use();
    // A phone's 390 px where the browser can; WebKitGTK's narrowest window is still a phone layout.
    await driver.setWidth(Math.max(390, driver.minWidth));
    await driver.goto(`/${locale}`);
    await hydrated(driver);
    const button = { role: "button", name: words.openMenu } as const;
    expect((await driver.inspect(button)).attributes["aria-expanded"]).toBe("false");
    await driver.click(button);
    const dialog = { role: "dialog", name: words.menu } as const;
    // The sheet slides in: its links are clicked once it has come to rest.
    await until(
      driver,
      "the menu dialog to open and settle",
      dialog,
      (s) => shown(s) && !s.animating,
    );
    await follow(driver, { css: "a[href]:not([aria-current])", within: dialog });
    await until(driver, "the menu to close", dialog, gone);
  });

  test("on a wide screen the navigation's disclosure opens and a link in it navigates", async () => {
    const driver = use();
    await driver.setWidth(1280);
    await driver.goto(`/${locale}`);
    await hydrated(driver);
    const group = {
      role: "button",
      within: { role: "navigation", name: words.siteNavigation },
    } as const;
    const panel = { css: `[id="${(await driver.inspect(group)).attributes["aria-controls"]}"]` };
    const link = { css: "a[href]:not([aria-current])", within: panel };
    expect((await driver.inspect(link)).count).toBe(0);
    await driver.click(group);
    await until(driver, "the disclosure to open", group, expanded("true"));
    await until(driver, "its links to show", link, shown);
    await follow(driver, link);
    await until(driver, "the disclosure to close", group, expanded("false"));
  });
});
