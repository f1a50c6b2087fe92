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

test("the FAQ's questions answer the keyboard once the page is hydrated", async ({ page }) => {
  await page.goto(pagePath("faq", "en"));
  await hydrated(page);
  const question = page.locator("main button[aria-expanded]").first();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("aria-expanded", "true");
});
