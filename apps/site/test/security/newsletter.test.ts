// The newsletter's double opt-in, over HTTP against the production build: a post stores a pending
// subscription and mails a single-use link (to the outbox without SMTP_URL, over SMTP with it);
// only that link activates it; an unsubscribe holds; every mail carries the one-click
// unsubscribe headers of RFC 8058; unknown tokens get a clear page or a 404, never a 500.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Mail, outbox, type SmtpSink, startSmtpSink, until } from "../mail";
import { newDataDir, type RunningServer, runScript, startServer, storeEnv } from "../server";

const appDir = join(import.meta.dirname, "..", "..");
const RESEND_SECONDS = 1;

const confirmLinkIn = (mail: Mail) =>
  mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/)?.[0] ?? "";

const unsubscribeLinkIn = (mail: Mail) =>
  mail.header("List-Unsubscribe")?.match(/^<(.+)>$/)?.[1] ?? "";

/** The subscribers as the operator's export lists them (server stopped). */
async function subscribers(dataDir: string): Promise<Map<string, string>> {
  const result = await runScript(["scripts/export-subscribers.mjs"], storeEnv(dataDir));
  if (result.code !== 0) throw new Error(result.stderr);
  const states = new Map<string, string>();
  for (const line of result.stdout.trim().split("\n").slice(1)) {
    const [email, , status] = line.split(",").map((cell) => cell.replace(/^"|"$/g, ""));
    if (email && status) states.set(email, status);
  }
  return states;
}

const buttons = (html: string) => html.match(/<button\b/g)?.length ?? 0;
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

describe("newsletter double opt-in (no SMTP_URL: the outbox)", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  const subscribe = (email: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ email }),
    });
  const mailsTo = (email: string) => outbox(dataDir).filter((mail) => mail.to === email);
  const mailTo = (email: string, count = 1) =>
    until(() => {
      const mails = mailsTo(email);
      return mails.length >= count ? mails[count - 1] : undefined;
    });
  const page = async (url: string) => {
    const response = await fetch(url, { redirect: "manual" });
    return { response, html: await response.text() };
  };
  const oneClick = (url: string) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });

  beforeAll(async () => {
    server = await startServer({
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: "100",
      NEWSLETTER_RESEND_SECONDS: String(RESEND_SECONDS),
    });
  }, 60_000);
  afterAll(() => server?.stop());

  it("a post stores a pending subscription and writes one .eml with the confirmation link", async () => {
    const response = await subscribe("pending@example.com");
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ok: true });
    const mail = await mailTo("pending@example.com");
    expect(mail.subject).toBe("Confirm your subscription to the Rawafed Group newsletter");
    expect(confirmLinkIn(mail)).toMatch(
      new RegExp(`^${server.url}/en/newsletter/confirm\\?token=[A-Za-z0-9_-]{43}$`),
    );
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain(`href="${confirmLinkIn(mail)}"`);
    // Every mail to a subscriber: the one-click unsubscribe of RFC 8058, on an absolute URL.
    expect(unsubscribeLinkIn(mail)).toMatch(
      new RegExp(`^${server.url}/api/newsletter/unsubscribe\\?token=[A-Za-z0-9_-]+$`),
    );
    expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mailsTo("pending@example.com")).toHaveLength(1);
  });

  it("answers the same whatever the address's state, and mails one address once per interval", async () => {
    const first = await subscribe("flood@example.com");
    await mailTo("flood@example.com");
    const again = await subscribe("FLOOD@example.com ");
    expect([first.status, again.status]).toEqual([201, 201]);
    const [a, b] = [await first.json(), await again.json()];
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo("flood@example.com")).toHaveLength(1);
    // After the interval, a new link (the old one still works until it expires or is used).
    await new Promise((resolve) => setTimeout(resolve, RESEND_SECONDS * 1000));
    expect((await subscribe("flood@example.com")).status).toBe(201);
    await mailTo("flood@example.com", 2);
  });

  it("opening the link activates the subscription, once; an active address gets no new mail", async () => {
    await subscribe("reader@example.com");
    const link = confirmLinkIn(await mailTo("reader@example.com"));
    const opened = await page(link);
    expect(opened.response.status).toBe(200);
    expect(opened.response.headers.get("cache-control")).toBe("no-store");
    expect(opened.response.headers.get("x-robots-tag")).toBe("noindex");
    expect(opened.html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(mainOf(opened.html)).toContain("Your subscription is confirmed");
    const reopened = await page(link);
    expect(reopened.response.status).toBe(200);
    expect(mainOf(reopened.html)).toContain("This link has expired or was already used");
    // Already active: the same answer, and nothing to mail.
    await new Promise((resolve) => setTimeout(resolve, RESEND_SECONDS * 1000 + 100));
    const response = await subscribe("reader@example.com");
    expect(response.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo("reader@example.com")).toHaveLength(1);
  });

  it("writes an Arabic subscriber's mail and pages in Arabic, right to left", async () => {
    await subscribe("arabic@example.com", { Referer: `${server.url}/ar/about-us` });
    const mail = await mailTo("arabic@example.com");
    expect(mail.subject).toBe("أكِّد اشتراكك في النشرة الإخبارية لمجموعة روافد");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain("تأكيد اشتراكي");
    const link = confirmLinkIn(mail);
    expect(link).toContain("/ar/newsletter/confirm?token=");
    const { html } = await page(link);
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(mainOf(html)).toContain("تم تأكيد اشتراكك");
  });

  it("the unsubscribe page shows one button, in the subscriber's language, that works without script", async () => {
    const mail = await mailTo("arabic@example.com");
    const api = unsubscribeLinkIn(mail);
    // The List-Unsubscribe address opened in a browser leads to the page; a GET unsubscribes nobody.
    const opened = await fetch(api, { redirect: "manual" });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get("location") ?? "", server.url);
    expect(decodeURI(location.pathname)).toBe("/ar/newsletter/unsubscribe");
    const { response, html } = await page(location.href);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(buttons(html)).toBe(1);
    const main = mainOf(html);
    expect(main).toContain("إلغاء الاشتراك في النشرة الإخبارية");
    const form = main.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    const action = form.match(/action="([^"]+)"/)?.[1]?.replace(/&amp;/g, "&") ?? "";
    expect(action).toBe(new URL(api).pathname + new URL(api).search);
    const fields = [...main.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)];
    // The form as a browser without script sends it: back to the page, which shows the outcome.
    const posted = await fetch(`${server.url}${action}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams(fields.map(([, name = "", value = ""]) => [name, value])),
    });
    expect(posted.status).toBe(303);
    const after = await page(new URL(posted.headers.get("location") ?? "", server.url).href);
    expect(after.response.status).toBe(200);
    expect(mainOf(after.html)).toContain("تم إلغاء اشتراكك");
    expect(buttons(after.html)).toBe(0);
  });

  it("a one-click POST (RFC 8058) unsubscribes, and the unsubscribe holds", async () => {
    await subscribe("oneclick@example.com");
    const mail = await mailTo("oneclick@example.com");
    await page(confirmLinkIn(mail));
    const response = await oneClick(unsubscribeLinkIn(mail));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    // Again: still 200, still unsubscribed.
    expect((await oneClick(unsubscribeLinkIn(mail))).status).toBe(200);
    // A new post of the form after the interval sends a new link and reactivates nothing.
    await new Promise((resolve) => setTimeout(resolve, RESEND_SECONDS * 1000 + 100));
    expect((await subscribe("oneclick@example.com")).status).toBe(201);
    const second = await mailTo("oneclick@example.com", 2);
    expect(confirmLinkIn(second)).not.toBe(confirmLinkIn(mail));
    const { html } = await page(
      `${server.url}/en/newsletter/unsubscribe?token=${new URL(unsubscribeLinkIn(mail)).searchParams.get("token")}`,
    );
    expect(mainOf(html)).toContain("You have been unsubscribed");
  });

  it("unknown or malformed tokens get a clear page or a 404, never a 500", async () => {
    const unknown = "A".repeat(43);
    for (const path of [
      `/en/newsletter/unsubscribe?token=${unknown}`,
      "/en/newsletter/unsubscribe",
      "/ar/newsletter/unsubscribe?token=%3Cscript%3E",
    ]) {
      const { response, html } = await page(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(buttons(html), path).toBe(0);
      expect(mainOf(html), path).toMatch(
        /This unsubscribe link is not valid|رابط إلغاء الاشتراك هذا غير صالح/,
      );
    }
    for (const path of [`/en/newsletter/confirm?token=${unknown}`, "/en/newsletter/confirm"]) {
      const { response, html } = await page(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(mainOf(html), path).toContain("This link has expired or was already used");
    }
    for (const query of [`?token=${unknown}`, "?token=..%2F..%2Fx", ""]) {
      const response = await oneClick(`${server.url}/api/newsletter/unsubscribe${query}`);
      expect(response.status, query).toBe(404);
      expect(await response.json()).toEqual({ ok: false });
      const opened = await fetch(`${server.url}/api/newsletter/unsubscribe${query}`, {
        redirect: "manual",
      });
      expect(opened.status, query).toBe(303);
    }
  });

  it("keeps these pages out of the sitemap and the prerendered files", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("/en/about-us");
    expect(sitemap).not.toContain("newsletter");
    expect(existsSync(join(appDir, "dist/client/en/newsletter"))).toBe(false);
    expect(existsSync(join(appDir, "dist/client/ar/newsletter"))).toBe(false);
  });

  it("stored pending until the link, active after it, unsubscribed for good", async () => {
    await server.stop();
    const states = await subscribers(dataDir);
    expect(states.get("pending@example.com")).toBe("pending");
    expect(states.get("flood@example.com")).toBe("pending");
    expect(states.get("reader@example.com")).toBe("active");
    expect(states.get("arabic@example.com")).toBe("unsubscribed");
    expect(states.get("oneclick@example.com")).toBe("unsubscribed");
    // Normalised: one row per address, whatever its case and spaces.
    expect([...states.keys()].filter((email) => /flood/i.test(email))).toEqual([
      "flood@example.com",
    ]);
  }, 60_000);
});

describe("newsletter mail over SMTP (SMTP_URL)", () => {
  let sink: SmtpSink;
  let server: RunningServer | undefined;
  const dataDir = newDataDir();

  beforeAll(async () => {
    sink = await startSmtpSink({ user: "site", password: "s3cret" });
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  it("sends the confirmation over SMTP, with MAIL_FROM and the List-Unsubscribe headers", async () => {
    server = await startServer({
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      MAIL_FROM: "Rawafed News <news@rawafed.example>",
    });
    const response = await fetch(`${server.url}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "smtp@example.com" }),
    });
    expect(response.status).toBe(201);
    const mail = await until(() => sink.mails[0]);
    expect(mail.user).toBe("site");
    expect(mail.sender).toBe("news@rawafed.example");
    expect(mail.to).toBe("smtp@example.com");
    expect(mail.header("From")).toBe("Rawafed News <news@rawafed.example>");
    expect(unsubscribeLinkIn(mail)).toMatch(
      new RegExp(`^${server.url}/api/newsletter/unsubscribe\\?token=[A-Za-z0-9_-]+$`),
    );
    expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(confirmLinkIn(mail)).toContain(`${server.url}/en/newsletter/confirm?token=`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    // Nothing went to the outbox.
    expect(outbox(dataDir)).toHaveLength(0);
    // The link works like the outbox's.
    const opened = await fetch(confirmLinkIn(mail));
    expect(await opened.text()).toContain("Your subscription is confirmed");
    await server.stop();
    server = undefined;
  }, 60_000);

  it("a mail server that cannot be reached never fails nor slows the form", async () => {
    server = await startServer({
      DATA_DIR: newDataDir(),
      SMTP_URL: "smtp://site:s3cret@127.0.0.1:1",
    });
    const started = Date.now();
    const response = await fetch(`${server.url}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "down@example.com" }),
    });
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 60_000);
});
