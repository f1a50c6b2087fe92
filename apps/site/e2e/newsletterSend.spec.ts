import type { Page } from "@playwright/test";
import { encodePath, pagePath } from "../src/site/paths";
import { type SmtpSink, startSmtpSink } from "../test/mail";
import type { RunningServer } from "../test/server";
import { say } from "./catalog";
import { expect, hydrated, test } from "./fixtures";
import { signInThrough } from "./staff";
import { axe, startStudioSuite, studioPassword } from "./studioKit";

const locales = ["en", "ar"] as const;

const news = {
  en: { title: "Rawafed opens its new park", slug: "new-park-opens", summary: "Open to all." },
  ar: {
    title: "روافد تفتتح مجمعها الجديد",
    slug: "افتتاح-المجمع-الجديد",
    summary: "مفتوح للجميع.",
  },
};

test.describe.configure({ mode: "serial" });

let server: RunningServer;
let sink: SmtpSink;
let forwarded = 0;
const url = (path: string) => `${server.url}${encodePath(path)}`;
/** Each call from an address of its own: the per-client limits count it alone. */
const client = () => ({ origin: server.url, "x-forwarded-for": `10.9.0.${++forwarded}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sink = await startSmtpSink();
  server = await startStudioSuite([["publisher@example.com", "publisher"]], {
    SMTP_URL: sink.url,
    MAIL_RETRY_SECONDS: "1",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

const mailsTo = (email: string) => sink.mails.filter((mail) => mail.to === email);

/** A visitor subscribes in `locale` and opens the link of the confirmation mail. */
async function subscribe(page: Page, email: string, locale: "en" | "ar") {
  const response = await page.request.post(`${server.url}/api/newsletter`, {
    data: { email },
    headers: { ...client(), referer: `${server.url}/${locale}/about-us` },
  });
  expect(response.status()).toBe(201);
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const link = mailsTo(email)[0]?.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/);
  expect(link).not.toBeNull();
  await page.goto(link?.[0] ?? "");
  await hydrated(page);
}

for (const locale of locales) {
  test(`${locale}: a news item mailed to two confirmed subscribers, one unsubscribes by one click`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const readers = [`first.${locale}@example.com`, `second.${locale}@example.com`];
    for (const email of readers) await subscribe(page, email, locale);

    // The publisher writes and publishes the item (the studio's calls), then opens it.
    await signInThrough(page, server.url, "publisher@example.com", studioPassword, client());
    const words = news[locale];
    const saved = await page.request.post(`${server.url}/api/studio/save`, {
      data: {
        kind: "news",
        itemId: null,
        language: locale,
        values: {
          title: words.title,
          slug: words.slug,
          summary: words.summary,
          body: {
            type: "doc",
            content: [{ type: "paragraph", content: [{ type: "text", text: words.summary }] }],
          },
          seoTitle: "",
          seoDescription: "",
          coverImage: "",
          baseRevision: null,
        },
      },
      headers: client(),
    });
    expect(saved.status()).toBe(200);
    const { itemId, versionId } = (await saved.json()) as { itemId: string; versionId: string };
    const published = await page.request.post(`${server.url}/api/studio/publish`, {
      data: { versionId },
      headers: client(),
    });
    expect(published.status()).toBe(200);

    const itemPath = `${pagePath("studioItem", locale, { kind: "news", item: itemId })}?lang=${locale}`;
    await page.goto(url(itemPath));
    await hydrated(page);
    const panel = page.getByRole("region", { name: say(locale, "studio.newsletter.heading") });
    await expect(panel).toContainText(say(locale, "studio.newsletter.audience", { count: 2 }));
    await axe(page);

    // Asked in two steps, by keyboard: the question takes the focus and names how many.
    await panel.getByRole("button", { name: say(locale, "studio.newsletter.send") }).focus();
    await page.keyboard.press("Enter");
    const question = panel.getByRole("group", {
      name: say(locale, "studio.newsletter.confirm", { count: 2 }),
    });
    await expect(question).toBeVisible();
    await expect(question.locator("legend")).toBeFocused();
    await axe(page);
    await question
      .getByRole("button", { name: say(locale, "studio.newsletter.confirmSend") })
      .click();
    await expect(panel.getByRole("status")).toHaveText(say(locale, "studio.newsletter.started"));

    // Each gets one mail, in the item's language, with the one-click unsubscribe.
    for (const email of readers) await expect.poll(() => mailsTo(email).length).toBe(2);
    const [first, second] = readers.map((email) => mailsTo(email)[1]);
    for (const mail of [first, second]) {
      expect(mail?.subject).toBe(words.title);
      expect(mail?.header("List-Unsubscribe")).toMatch(
        /^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[\w-]+>$/,
      );
      expect(mail?.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(mail?.html).toContain(`lang="${locale}"`);
      expect(mail?.text).toContain(
        new URL(encodePath(pagePath("newsItem", locale, { news: words.slug })), server.url).href,
      );
    }
    // The second reader unsubscribes as a mail client does: a POST to the header's address.
    const address = second?.header("List-Unsubscribe")?.slice(1, -1) ?? "";
    const oneClick = await page.request.post(address, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.json()).toEqual({ ok: true });

    // The studio's counts, read again.
    const count = (name: string) => panel.locator(`dd[data-count="${name}"]`);
    await expect(async () => {
      await panel.getByRole("button", { name: say(locale, "studio.newsletter.refresh") }).click();
      await expect(count("sent")).toHaveText("2", { timeout: 1_000 });
    }).toPass();
    await expect(count("recipients")).toHaveText("2");
    await expect(count("failed")).toHaveText("0");
    await expect(count("queued")).toHaveText("0");
    await expect(count("unsubscribedSince")).toHaveText("1");
    await expect(
      panel.getByRole("button", { name: say(locale, "studio.newsletter.send") }),
    ).toHaveCount(0);
    await axe(page);
    // Nobody was mailed twice: the two subscriptions' confirmations, and one news mail each.
    for (const email of readers) expect(mailsTo(email)).toHaveLength(2);

    await page.request.post(`${server.url}/api/auth/sign-out`, { headers: client() });
  });
}
