import AxeBuilder from "@axe-core/playwright";
import { encodePath } from "@rawafed/i18n";
import { pagePath, staticPageIds } from "../src/site/paths";
import { expect, holdScripts, hydrated, test } from "./fixtures";

for (const locale of ["en", "ar"] as const) {
  test.describe(`shell in ${locale}`, () => {
    test("social links, contact menu and scroll-to-top work", async ({ page }) => {
      await page.goto(`/${locale}`);
      await hydrated(page);
      const social = page.getByRole("navigation", {
        name: locale === "en" ? /social/i : /التواصل الاجتماعي/,
      });
      await expect(social.getByRole("link")).toHaveCount(5);

      const named = page.getByRole("button", {
        name: locale === "en" ? "Contact us" : "تواصل معنا",
      });
      await expect(named).toHaveAttribute("aria-expanded", "false");
      // Its name changes when open ("Close contact options"): follow it by what it controls.
      const controls = await named.getAttribute("aria-controls");
      const toggle = page.locator(`button[aria-controls="${controls}"]`);
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator('a[href^="mailto:"]').last()).toBeVisible();
      await page.mouse.click(5, 400);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");

      const toTop = page.getByRole("button", { name: locale === "en" ? "Back to top" : /أعلى/ });
      await expect(toTop).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect(toTop).toBeVisible();
      await toTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    // The page copy hydrates on its first touch, and the framework holds that first pointerdown
    // until it has: a click there must still close the menu, as a click anywhere else does.
    for (const [where, target] of [
      ["page copy", "main p"],
      ["a heading", "main h1"],
      ["empty space", null],
    ] as const) {
      test(`a click on ${where} closes the contact menu, hydrated or not`, async ({ page }) => {
        await page.goto(`/${locale}/about-us`);
        await hydrated(page);
        const named = page.getByRole("button", {
          name: locale === "en" ? "Contact us" : "تواصل معنا",
        });
        const toggle = page.locator(
          `button[aria-controls="${await named.getAttribute("aria-controls")}"]`,
        );
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        if (target) await page.locator(target).first().click();
        else await page.mouse.click(locale === "en" ? 4 : 1275, 300);
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
      });
    }

    test("event and invitation pages have no floating shell", async ({ page }) => {
      for (const pageId of ["event", "invitation"] as const) {
        await page.goto(pagePath(pageId, locale));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator('a[href*="facebook"]')).toHaveCount(0);
        await expect(
          page.getByRole("button", { name: locale === "en" ? "Contact us" : "تواصل معنا" }),
        ).toHaveCount(0);
        await expect(
          page.getByRole("button", { name: locale === "en" ? "Back to top" : /أعلى/ }),
        ).toHaveCount(0);
      }
    });

    for (const when of ["once hydrated", "tapped before the code runs"] as const) {
      test(`on a phone the menu opens, closes and leads to a page (${when})`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 800 });
        const release = when === "once hydrated" ? undefined : await holdScripts(page);
        await page.goto(`/${locale}`, { waitUntil: release ? "domcontentloaded" : "load" });
        if (!release) await hydrated(page);
        const name = locale === "en" ? "Open menu" : "فتح القائمة";
        await expect(page.getByRole("button", { name })).toBeVisible();
        // Followed by its label: while the modal sheet is open the page behind is hidden from
        // the accessibility tree, the button with it.
        const open = page.locator(`button[aria-label="${name}"]`);
        await open.click();
        release?.();
        const sheet = page.getByRole("dialog", { name: locale === "en" ? "Menu" : "القائمة" });
        await expect(sheet).toBeVisible();
        await expect(open).toHaveAttribute("aria-expanded", "true");
        await page.keyboard.press("Escape");
        await expect(sheet).toBeHidden();
        await expect(open).toBeFocused();

        await open.click();
        const about = encodePath(pagePath("aboutUs", locale));
        await sheet.locator(`a[href="${about}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${about}$`));
        await expect(sheet).toBeHidden();
      });
    }

    test("the language switch leads to the twin page", async ({ page }) => {
      await page.goto(encodePath(pagePath("contactUs", locale)));
      await hydrated(page);
      const target = locale === "en" ? "ar" : "en";
      await page
        .getByRole("banner")
        .getByRole("link", { name: target === "ar" ? "العربية" : "English" })
        .click();
      await expect(page).toHaveURL(new RegExp(`${encodePath(pagePath("contactUs", target))}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", target);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === "locale")?.value).toBe(target);
    });

    // The pages in groups, a test each: the whole site in one test took 3 minutes on a busy
    // machine, past its limit; a test per page took twice the time in all (a new context each,
    // its scripts, styles and fonts fetched again).
    const groups = Math.ceil(staticPageIds.length / 7);
    for (let group = 0; group < groups; group++) {
      const pageIds = staticPageIds.filter((_, index) => index % groups === group);
      test(`axe finds nothing serious on ${pageIds.join(", ")}`, async ({ page }) => {
        test.setTimeout(120_000);
        for (const pageId of pageIds) {
          await page.goto(encodePath(pagePath(pageId, locale)));
          const results = await new AxeBuilder({ page }).analyze();
          const serious = results.violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map((v) => `${pageId}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
          expect(serious).toEqual([]);
        }
      });
    }
  });
}
