import { pagePath } from "../src/site/paths";
import { expect, holdScripts, hydrated, test } from "./fixtures";

test("a page's scripts start loading once it has painted", async ({ page, request }) => {
  const html = await (await request.get("/en")).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain('<script type="module"');

  await page.goto("/en");
  await hydrated(page);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(0);
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint);
  // React adopts the preloads and the entry the page added: none of them twice.
  const added = await page.evaluate(() =>
    [...document.querySelectorAll("script[src], link[rel=modulepreload]")].map(
      (node) => `${node.tagName} ${node.getAttribute("src") ?? node.getAttribute("href")}`,
    ),
  );
  expect(added.length).toBeGreaterThan(1);
  expect(new Set(added).size).toBe(added.length);
});

test("a control clicked before the page's code runs acts once it has", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/en", { waitUntil: "domcontentloaded" });
  const named = page.getByRole("button", { name: "Contact us" });
  // Its name changes when open ("Close contact options"): follow it by what it controls.
  const controls = await named.getAttribute("aria-controls");
  const toggle = page.locator(`button[aria-controls="${controls}"]`);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  release();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator('a[href^="mailto:"]').last()).toBeVisible();
});

for (const locale of ["en", "ar"] as const) {
  test(`a field left empty before the form's code runs shows its error once it has (${locale})`, async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(encodeURI(pagePath("contactUs", locale)), { waitUntil: "domcontentloaded" });
    const field = page.locator("#contact-name");
    await field.focus();
    await page.keyboard.press("Tab");
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    release();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const described = await field.getAttribute("aria-describedby");
    const message = page.locator(`[id="${described?.split(" ")[0]}"]`);
    await expect(message).toHaveText(locale === "en" ? /required/i : /مطلوب/);
    // Only the field the visitor left: the next one, never left, is not called wrong.
    await expect(page.locator("#contact-email")).not.toHaveAttribute("aria-invalid", "true");
  });
}

test("the FAQ's questions answer the keyboard once the page is hydrated", async ({ page }) => {
  await page.goto(pagePath("faq", "en"));
  await hydrated(page);
  const question = page.locator("main button[aria-expanded]").first();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("aria-expanded", "true");
});
