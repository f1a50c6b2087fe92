// The built app in Chromium, in both languages: the shell's landmarks, the section, the form and
// its error summary, the packages' styles and fonts applied, no error, and nothing serious for axe.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { after, before, describe, it } from "node:test";
import { catalogs } from "@rawafed/i18n/catalogs";
import { chromium } from "playwright-core";
import { preview } from "vite";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

let server;
let browser;
let origin;

before(async () => {
  server = await preview({ preview: { port: 0, host: "127.0.0.1" }, logLevel: "silent" });
  origin = server.resolvedUrls.local[0].replace(/\/$/, "");
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

for (const locale of ["en", "ar"]) {
  const t = catalogs[locale];
  describe(`the page in ${locale}`, () => {
    it("draws the shell, the section and the form, styled, and checks the form", async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("response", (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(`${origin}/?lang=${locale}`);

      const html = page.locator("html");
      assert.equal(await html.getAttribute("dir"), locale === "ar" ? "rtl" : "ltr");
      await page.getByRole("banner").waitFor();
      await page.getByRole("main").waitFor();
      await page.getByRole("contentinfo").waitFor();
      await page.getByRole("heading", { name: t["page.aboutUs.title"] }).waitFor();

      // The packages' stylesheets are applied: the primary button wears the brand's blue.
      const send = page.getByRole("button", { name: t["action.send"] });
      assert.equal(
        await send.evaluate((button) => getComputedStyle(button).backgroundColor),
        "rgb(11, 61, 92)",
      );
      // Cairo, from the design system's fonts entry, loads for the page's script.
      const sample = locale === "ar" ? "العربية" : "Aa";
      assert.ok(
        await page.evaluate(async (text) => {
          await document.fonts.load('400 1em "Cairo Variable"', text);
          return document.fonts.check('400 1em "Cairo Variable"', text);
        }, sample),
      );

      // An empty submission: the error summary takes the focus and links the name field.
      const name = page.getByLabel(t["form.field.name"]);
      await name.fill("");
      await send.click();
      const summary = page.getByRole("alert").filter({ has: page.getByRole("link") });
      await summary.waitFor();
      assert.ok(await summary.evaluate((element) => element.contains(document.activeElement)));
      await summary.getByRole("link").first().click();
      assert.equal(
        await page.evaluate(() => document.activeElement?.id),
        await name.getAttribute("id"),
      );
      // A field takes text after the summary, as before it.
      await name.fill("Salma Al-Harbi");
      assert.equal(await name.inputValue(), "Salma Al-Harbi");

      await page.addScriptTag({ content: axeSource });
      const serious = await page.evaluate(async () => {
        const { violations } = await window.axe.run(document, { resultTypes: ["violations"] });
        return violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target).join(" | ")}`,
          );
      });
      assert.deepEqual(serious, []);
      assert.deepEqual(errors, []);
      await page.close();
    });
  });
}
