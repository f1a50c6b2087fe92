// The parts of pages in the studio, in both locales (issue #31's "done when"): the board, its
// committees, the organization chart and the event notice look as they did and are edited in the
// studio. A publisher adds a board member in the page's language; the writer is told another
// publisher must publish it; a second publisher does and the board page shows the member; the
// event notice's booth changes and the event page says so. Axe finds nothing serious.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Locale, MessageId } from "@rawafed/i18n";
import { encodePath, pagePath } from "../src/site/paths";
import { newDataDir, type RunningServer, startServer, storeEnv } from "../test/server";
import { say } from "./catalog";
import { expect, hydrated, test } from "./fixtures";

const appDir = join(import.meta.dirname, "..");
const password = "Studio123!x";

test.describe.configure({ mode: "serial" });

let server: RunningServer;
const url = (path: string) => `${server.url}${encodePath(path)}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = newDataDir();
  const env = { DATA_DIR: dataDir, TRUST_PROXY: "1", SEED_DEMO: "0" };
  const embedded = !process.env.DATABASE_URL;
  if (!embedded) server = await startServer(env);
  for (const email of ["writer@example.com", "approver@example.com"]) {
    const made = spawnSync(
      process.execPath,
      ["scripts/users.mjs", "add", email, "--role", "publisher"],
      {
        cwd: appDir,
        env: { ...process.env, ...storeEnv(dataDir), NODE_ENV: "production" },
        input: `${password}\n`,
        encoding: "utf8",
      },
    );
    expect(made.status, made.stderr).toBe(0);
  }
  if (embedded) server = await startServer(env);
});

test.afterAll(() => server?.stop());

let signIns = 0;
async function signIn(page: Page, email: string) {
  const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin: server.url, "x-forwarded-for": `10.10.0.${++signIns}` },
  });
  expect(response.status()).toBe(200);
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) =>
    ["serious", "critical"].includes(v.impact ?? ""),
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const field = (page: Page, locale: Locale, id: MessageId) =>
  page.getByRole("textbox", { name: new RegExp(`^${literal(say(locale, id))}`) }).first();

const member = {
  en: { name: "Hessa Nasser Al-Dawsari", role: "Board Member (independent)" },
  ar: { name: "حصة ناصر الدوسري", role: "عضو مجلس الإدارة (مستقل)" },
};
const itemAddress = /\/studio\/board\/([0-9a-f-]{36})\?lang=/;

for (const locale of ["en", "ar"] as const) {
  test(`${locale}: the board is as it was, and a new member needs a second publisher`, async ({
    page,
  }) => {
    // As visitors saw it before the studio: the chairman first, the committees, the term.
    await page.goto(url(pagePath("boardMembers", locale)));
    const chairman = locale === "en" ? "Abdulaziz Saleh Al-Rashed" : "عبدالعزيز صالح الراشد";
    await expect(page.getByRole("heading", { name: chairman })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 }).first()).toHaveText(chairman);
    await expect(
      page.getByText(locale === "en" ? "Audit Committee" : "لجنة المراجعة").first(),
    ).toBeVisible();

    await signIn(page, "writer@example.com");
    await page.goto(url(pagePath("studioList", locale, { kind: "board" })));
    await hydrated(page);
    await expect(page.getByRole("link", { name: chairman })).toBeVisible();
    await axe(page);
    await page.getByRole("link", { name: say(locale, "studio.frame.newItem") }).click();
    await hydrated(page);
    // The new item is written in the interface's language.
    await field(page, locale, "studio.form.name").fill(member[locale].name);
    await field(page, locale, "studio.form.role").fill(member[locale].role);
    await page
      .getByLabel(new RegExp(`^${literal(say(locale, "studio.form.termStart"))}`))
      .fill("2024-09-16");
    await page
      .getByLabel(new RegExp(`^${literal(say(locale, "studio.form.termEnd"))}`))
      .fill("2028-09-15");
    await field(page, locale, "studio.form.order").fill(locale === "ar" ? "٦" : "6");
    await page.getByRole("button", { name: say(locale, "studio.form.save") }).click();
    await expect(page).toHaveURL(itemAddress);
    await hydrated(page);
    await expect(page.getByText(say(locale, "studio.workflow.fourEyes"))).toBeVisible();
    await expect(
      page.getByRole("button", { name: say(locale, "studio.workflow.publish"), exact: true }),
    ).toHaveCount(0);
    await axe(page);
    const editor = page.url();

    await signIn(page, "approver@example.com");
    await page.goto(editor);
    await hydrated(page);
    await page
      .getByRole("button", { name: say(locale, "studio.workflow.publish"), exact: true })
      .click();
    await expect(
      page.getByRole("status").filter({ hasText: say(locale, "studio.workflow.publishedNow") }),
    ).toBeVisible();
    await expect(async () => {
      const board = await page.request.get(url(pagePath("boardMembers", locale)), {
        headers: { cookie: "" },
      });
      expect(await board.text()).toContain(member[locale].name);
    }).toPass({ timeout: 6_000 });
    await page.goto(url(pagePath("boardMembers", locale)));
    const card = page.getByRole("listitem").filter({ hasText: member[locale].name });
    await expect(card).toContainText(member[locale].role);
    await expect(card).toContainText("2028");
    await axe(page);
  });
}

test("the event notice's booth changes, and the event and invitation pages say so", async ({
  page,
}) => {
  await page.goto(url(pagePath("event", "en")));
  await expect(page.getByText("2A90").first()).toBeVisible();
  await signIn(page, "writer@example.com");
  await page.goto(url(pagePath("studioList", "en", { kind: "event" })));
  await hydrated(page);
  await page
    .getByRole("link", { name: /Riyadh Logistics and Supply Chain Exhibition 2025/ })
    .click();
  await hydrated(page);
  const booth = field(page, "en", "studio.form.eventBooth");
  await expect(booth).toHaveValue("2A90");
  await booth.fill("3B14");
  await page.getByRole("button", { name: say("en", "studio.form.save") }).click();
  await expect(
    page.getByText(say("en", "studio.form.savedAt", { time: "" }).trim(), { exact: false }),
  ).toBeVisible();
  // Not a disclosure: its writer publishes it.
  await page
    .getByRole("button", { name: say("en", "studio.workflow.publishChanges"), exact: true })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: say("en", "studio.workflow.publishedNow") }),
  ).toBeVisible();
  for (const pageId of ["event", "invitation"] as const) {
    await expect(async () => {
      const shown = await page.request.get(url(pagePath(pageId, "en")), {
        headers: { cookie: "" },
      });
      // The booth is the notice's field; the introductions are its own words, changed apart.
      expect((await shown.text()).includes("3B14"), pageId).toBe(true);
    }).toPass({ timeout: 6_000 });
  }
});

test("a video another tool made is uploaded with its captions, and plays on the videos page", async ({
  page,
}) => {
  await signIn(page, "writer@example.com");
  await page.goto(url(pagePath("studioList", "en", { kind: "video" })));
  await hydrated(page);
  await page.getByRole("link", { name: say("en", "studio.frame.newItem") }).click();
  await hydrated(page);
  await field(page, "en", "studio.form.title").fill("Rawafed Park from the air");
  await field(page, "en", "studio.form.videoDescription").fill("The park seen by a drone.");
  // An MP4 ffmpeg made, chosen through the field's own button.
  const chooser = page.waitForEvent("filechooser");
  await page
    .getByRole("button", { name: new RegExp(literal(say("en", "studio.form.video"))) })
    .click();
  await (await chooser).setFiles(join(appDir, "public/videos/rawafed-park-tour.mp4"));
  await expect(page.getByText("rawafed-park-tour.mp4")).toBeVisible();
  await expect(page.getByText(say("en", "studio.form.video.uploading"))).toHaveCount(0);
  const captions = field(page, "en", "studio.form.captions");
  await captions.click();
  await captions.fill("WEBVTT\n\n00:00.000 --> 00:05.000\nRawafed Park from the air\n");
  await page.getByRole("button", { name: say("en", "studio.form.save") }).click();
  await expect(page).toHaveURL(/\/studio\/video\/[0-9a-f-]{36}\?lang=/);
  await hydrated(page);
  await axe(page);
  await page
    .getByRole("button", { name: say("en", "studio.workflow.publish"), exact: true })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: say("en", "studio.workflow.publishedNow") }),
  ).toBeVisible();

  await expect(async () => {
    const shown = await page.request.get(url(pagePath("videos", "en")), {
      headers: { cookie: "" },
    });
    expect((await shown.text()).includes("Rawafed Park from the air")).toBe(true);
  }).toPass({ timeout: 6_000 });
  await page.goto(url(pagePath("videos", "en")));
  const card = page.getByRole("listitem").filter({ hasText: "Rawafed Park from the air" });
  // Its length, read from the file.
  await expect(card).toContainText("0:16");
  const video = card.locator("video");
  const source = (await video.locator("source").first().getAttribute("src")) ?? "";
  expect(source).toMatch(/^\/media\/videos\/[0-9a-f-]{36}\.mp4$/);
  const ranged = await page.request.get(`${server.url}${source}`, {
    headers: { range: "bytes=0-99" },
  });
  expect(ranged.status()).toBe(206);
  const track = (await video.locator("track[srclang='en']").getAttribute("src")) ?? "";
  expect(await (await page.request.get(`${server.url}${track}`)).text()).toContain(
    "Rawafed Park from the air",
  );
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);
});
