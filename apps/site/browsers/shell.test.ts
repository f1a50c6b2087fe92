import { expect, test } from "vitest";
import { copy } from "./copy";
import { waitFor } from "./driver";
import { inEveryBrowser } from "./matrix";
import { expanded, gone, hydrated, shown, until } from "./steps";

inEveryBrowser((use, locale) => {
  const words = copy[locale];

  test("the contact menu opens, then closes on a click outside and on Escape", async () => {
    const driver = use();
    await driver.setWidth(1280);
    await driver.goto(`/${locale}`);
    await hydrated(driver);
    const named = await driver.inspect({ role: "button", name: words.contactUs });
    expect(named.attributes["aria-expanded"]).toBe("false");
    // Its name changes when open ("Close contact options"): follow it by what it controls.
    const controls = named.attributes["aria-controls"];
    const toggle = { css: `button[aria-controls="${controls}"]` };
    const options = { role: "link", within: { css: `[id="${controls}"]` } } as const;
    expect((await driver.inspect(options)).count).toBe(0);

    await driver.click(toggle);
    await until(driver, "the contact menu to open", toggle, expanded("true"));
    expect((await until(driver, "its links to show", options, shown)).count).toBe(3);
    await driver.click({ css: "main h1" });
    await until(driver, "a click outside to close it", toggle, expanded("false"));
    await until(driver, "its links to hide", options, gone);

    await driver.click(toggle);
    await until(driver, "the contact menu to open again", toggle, expanded("true"));
    await driver.press("Escape");
    const closed = await until(driver, "Escape to close it", toggle, expanded("false"));
    expect(closed.focused, "focus goes back to the toggle").toBe(true);
    await until(driver, "its links to hide", options, gone);
  });

  test("the social links are there", async () => {
    const driver = use();
    await driver.goto(`/${locale}`);
    // Left settled: WebKit, asked for the same page again while this one was still hydrating,
    // sometimes never hydrated the new one (CI, twice; here, 2 runs in 9).
    await hydrated(driver);
    const links = await driver.inspect({
      role: "link",
      within: { role: "navigation", name: words.social },
    });
    expect(links.count).toBe(5);
  });

  test("scroll-to-top appears after scrolling down and takes the page back up", async () => {
    const driver = use();
    await driver.setWidth(1280);
    await driver.goto(`/${locale}`);
    await hydrated(driver);
    const toTop = { role: "button", name: words.backToTop } as const;
    expect((await driver.inspect(toTop)).count).toBe(0);
    await driver.evaluate(() => window.scrollTo(0, 600));
    await until(driver, "the back-to-top button to appear", toTop, shown);
    await driver.click(toTop);
    await waitFor(
      "the page to be back at the top",
      () => driver.evaluate(() => window.scrollY),
      (y) => y === 0,
    );
    await until(driver, "the button to go once at the top", toTop, gone);
  });
});
