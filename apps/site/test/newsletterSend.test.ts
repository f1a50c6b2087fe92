// A published news item sent once to the confirmed subscribers of its language (CONTRACT.md,
// "Editorial"). First the send's steps on a database in memory with pg-boss on it, as the server
// runs them (a restart mid-send, a refusing mail server, a last try that fails); then over HTTP on
// the production build with an SMTP sink: who may send, what is refused, what the mails carry and
// the one-click unsubscribe of RFC 8058.
import type { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { fromPglite, PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/server/db/index";
import {
  editorialVersions,
  newsletterDeliveries,
  subscribers,
  type VersionContent,
} from "../src/server/db/schema";
import type { MailMessage } from "../src/server/mail/message";
import { createMailQueue, type MailQueue } from "../src/server/mail/queue";
import {
  deliverNews,
  type NewsletterMail,
  type NewsletterQueue,
  prepareSend,
  sendSummary,
  startSend,
  subscriberCount,
} from "../src/server/newsletter/send";
import { unsubscribe } from "../src/server/newsletter/subscriptions";
import { createItem, isRefusal, publishNow } from "../src/server/studio/versions";
import { addUser, openStore, type Store } from "./comicsStore";
import { type SmtpSink, startSmtpSink, until } from "./mail";
import { type EndpointCall, expectRoleRefusals, signIn } from "./roles";
import { newDataDir, type RunningServer, startServer, storeEnv } from "./server";

const ORIGIN = "https://rawafed.example";

const content = (title: string, slug: string): VersionContent => ({
  title,
  slug,
  summary: `${title}: the summary.`,
  body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: title }] }] },
  seoTitle: "",
  seoDescription: "",
  coverImage: "",
  fields: {},
});

/** A news version in `language`, published unless `draft`. */
async function news(
  db: Database,
  actorId: string,
  language: "en" | "ar",
  title: string,
  slug: string,
  draft = false,
): Promise<string> {
  const created = await createItem(db, {
    kind: "news",
    language,
    content: content(title, slug),
    actorId,
    displayDate: "2026-01-10",
  });
  if (isRefusal(created)) throw new Error(`not created: ${created.refused}`);
  if (!draft) {
    const published = await publishNow(db, created.version.id, actorId);
    if (isRefusal(published)) throw new Error(`not published: ${published.refused}`);
  }
  return created.version.id;
}

type Subscriber = { email: string; locale: "en" | "ar"; state: "active" | "pending" | "left" };

async function addSubscribers(db: Database, list: Subscriber[]): Promise<void> {
  const day = new Date(Date.now() - 86_400_000);
  await db.insert(subscribers).values(
    list.map((one, index) => ({
      email: one.email,
      locale: one.locale,
      token: `token-${index}-${one.email.replace(/\W/g, "-")}`.padEnd(20, "x"),
      subscribedAt: day,
      confirmedAt: one.state === "pending" ? null : day,
      unsubscribedAt: one.state === "left" ? day : null,
    })),
  );
}

/** Waits for `find` to give a value (20 s at most). */
async function eventually<T>(find: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const tokenOf = async (db: Database, email: string) =>
  (
    await db
      .select({ token: subscribers.token })
      .from(subscribers)
      .where(eq(subscribers.email, email))
  )[0]?.token ?? "";

describe("a newsletter send, step by step (pg-boss on an embedded database)", {
  timeout: 30_000,
}, () => {
  let store: Store;
  let boss: PgBoss;
  let publisher = "";
  let queues = 0;
  /** What the mail server took, and how many of the next tries it refuses. */
  const smtp = { taken: [] as MailMessage[], refuse: new Map<string, number>(), tries: 0 };
  const smtpDeliver = async (message: MailMessage) => {
    smtp.tries += 1;
    const left = smtp.refuse.get(message.to) ?? 0;
    if (left > 0) {
      smtp.refuse.set(message.to, left - 1);
      throw new Error("451 try again later");
    }
    smtp.taken.push(message);
  };
  const quiet = { info: () => {}, error: () => {} };
  const newsQueue = (retryLimit = 3): Promise<MailQueue<NewsletterMail>> =>
    createMailQueue<NewsletterMail>({
      boss,
      name: `newsletter-mail-${++queues}`,
      deliver: (message, attempt) => deliverNews(store.db, message, attempt, smtpDeliver),
      retry: { limit: retryLimit, delaySeconds: 1, backoff: false },
      pollingIntervalSeconds: 0.5,
      log: quiet,
    });
  const deliveries = (sendId: string) =>
    store.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.sendId, sendId));

  beforeAll(async () => {
    store = await openStore();
    boss = new PgBoss({
      db: fromPglite(store.db.$client as PGlite),
      backend: "pglite",
      useListenNotify: true,
    });
    boss.on("error", () => {});
    await boss.start();
    publisher = await addUser(store.db, { email: "publisher@example.com", role: "publisher" });
    await addSubscribers(store.db, [
      { email: "amal@example.com", locale: "en", state: "active" },
      { email: "badr@example.com", locale: "en", state: "active" },
      { email: "carla@example.com", locale: "en", state: "active" },
      { email: "dina@example.com", locale: "en", state: "active" },
      { email: "pending@example.com", locale: "en", state: "pending" },
      { email: "left@example.com", locale: "en", state: "left" },
      { email: "huda@example.com", locale: "ar", state: "active" },
    ]);
  }, 60_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false });
    await store?.close();
  });

  let versionId = "";
  let sendId = "";

  it("is refused for a draft, stored once for a published news version, refused after", async () => {
    const draft = await news(store.db, publisher, "en", "Draft", "draft-news", true);
    expect(
      await startSend(store.db, { versionId: draft, origin: ORIGIN, actorId: publisher }),
    ).toEqual({ refused: "notPublished" });
    // Nobody reads Arabic for a moment: a send then waits (it could never be sent again).
    const lonely = await news(store.db, publisher, "ar", "خبر بلا قراء", "خبر-بلا-قراء");
    await store.db
      .update(subscribers)
      .set({ confirmedAt: null })
      .where(eq(subscribers.email, "huda@example.com"));
    expect(
      await startSend(store.db, { versionId: lonely, origin: ORIGIN, actorId: publisher }),
    ).toEqual({ refused: "noSubscribers" });
    await store.db
      .update(subscribers)
      .set({ confirmedAt: new Date() })
      .where(eq(subscribers.email, "huda@example.com"));
    versionId = await news(store.db, publisher, "en", "Rawafed opens a park", "park-opens");
    expect(await subscriberCount(store.db, "en")).toBe(4);
    const started = await startSend(store.db, { versionId, origin: ORIGIN, actorId: publisher });
    if ("refused" in started) throw new Error(started.refused);
    sendId = started.sendId;
    expect(await startSend(store.db, { versionId, origin: ORIGIN, actorId: publisher })).toEqual({
      refused: "alreadySent",
    });
  });

  it("resumes after a stop mid-batch: every subscriber of the language has one job, once", async () => {
    const queue = await newsQueue();
    // The first run stops (the process dies) after storing three mails, before it marks them.
    const stored: string[] = [];
    let left = 3;
    const dying: NewsletterQueue = {
      async enqueue(message, options) {
        if (left-- <= 0) throw new Error("the server stopped");
        stored.push(message.to);
        return queue.enqueue(message, options);
      },
    };
    await expect(prepareSend(store.db, sendId, dying, 2)).rejects.toThrow("the server stopped");
    expect(stored).toHaveLength(3);
    // The job runs again: it stores the mails not stored yet, never the first three again.
    const again: string[] = [];
    const counting: NewsletterQueue = {
      async enqueue(message, options) {
        const fresh = await queue.enqueue(message, options);
        if (fresh) again.push(message.to);
        return fresh;
      },
    };
    expect(await prepareSend(store.db, sendId, counting, 2)).toBe(1);
    expect([...stored, ...again].sort()).toEqual([
      "amal@example.com",
      "badr@example.com",
      "carla@example.com",
      "dina@example.com",
    ]);
    // Done: a third run stores nothing.
    expect(await prepareSend(store.db, sendId, counting, 2)).toBe(0);
    const rows = await deliveries(sendId);
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.queuedAt !== null)).toBe(true);

    await eventually(async () => {
      const summary = await sendSummary(store.db, versionId);
      return summary?.sent === 4 ? summary : undefined;
    });
    await queue.idle();
    expect(smtp.taken.map((mail) => mail.to).sort()).toEqual([
      "amal@example.com",
      "badr@example.com",
      "carla@example.com",
      "dina@example.com",
    ]);
  });

  it("writes the item's title, summary and link, the site's address and the unsubscribe", async () => {
    const mail = smtp.taken.find((one) => one.to === "amal@example.com") as MailMessage;
    const token = await tokenOf(store.db, "amal@example.com");
    expect(mail.subject).toBe("Rawafed opens a park");
    expect(mail.locale).toBe("en");
    expect(mail.unsubscribeUrl).toBe(`${ORIGIN}/api/newsletter/unsubscribe?token=${token}`);
    expect(mail.text).toContain("Rawafed opens a park: the summary.");
    expect(mail.text).toContain(`${ORIGIN}/en/news/park-opens`);
    expect(mail.text).toContain(`To unsubscribe: ${ORIGIN}/en/newsletter/unsubscribe?token=`);
    expect(mail.text).toContain(`Rawafed Group, head office: Riyadh · ${ORIGIN}`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain(`href="${ORIGIN}/en/news/park-opens"`);
  });

  it("retries a refusing mail server and counts the mail once, as sent", async () => {
    const arVersion = await news(store.db, publisher, "ar", "افتتاح منتزه روافد", "افتتاح-المنتزه");
    const started = await startSend(store.db, {
      versionId: arVersion,
      origin: ORIGIN,
      actorId: publisher,
    });
    if ("refused" in started) throw new Error(started.refused);
    smtp.refuse.set("huda@example.com", 2);
    const queue = await newsQueue();
    expect(await prepareSend(store.db, started.sendId, queue)).toBe(1);
    const mail = await until(() => smtp.taken.find((one) => one.to === "huda@example.com"), 20_000);
    await queue.idle();
    expect(mail.subject).toBe("افتتاح منتزه روافد");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain(
      `${ORIGIN}/ar/${encodeURIComponent("الأخبار")}/${encodeURIComponent("افتتاح-المنتزه")}`,
    );
    const [row] = await deliveries(started.sendId);
    expect(row).toMatchObject({ email: "huda@example.com", state: "sent", attempts: 3 });
    expect(await sendSummary(store.db, arVersion)).toMatchObject({
      recipients: 1,
      sent: 1,
      failed: 0,
      queued: 0,
      prepared: true,
    });
  });

  it("counts a mail whose last try failed as failed, with its reason", async () => {
    const other = await news(store.db, publisher, "en", "Results", "results-2026");
    const started = await startSend(store.db, {
      versionId: other,
      origin: ORIGIN,
      actorId: publisher,
    });
    if ("refused" in started) throw new Error(started.refused);
    smtp.refuse.set("badr@example.com", 100);
    const queue = await newsQueue(1);
    await prepareSend(store.db, started.sendId, queue);
    await eventually(async () => {
      const summary = await sendSummary(store.db, other);
      return summary && summary.sent + summary.failed === 4 ? summary : undefined;
    });
    await queue.idle();
    const summary = await sendSummary(store.db, other);
    expect(summary).toMatchObject({ recipients: 4, sent: 3, failed: 1, queued: 0 });
    const [failed] = (await deliveries(started.sendId)).filter((row) => row.state === "failed");
    expect(failed).toMatchObject({ email: "badr@example.com", attempts: 2 });
    expect(failed?.lastError).toContain("451");
    smtp.refuse.delete("badr@example.com");
  });

  it("counts who unsubscribed since the send, and skips one who left before their turn", async () => {
    await unsubscribe(store.db, await tokenOf(store.db, "carla@example.com"));
    expect(await sendSummary(store.db, versionId)).toMatchObject({
      recipients: 4,
      sent: 4,
      unsubscribedSince: 1,
    });
    // A mail stored for a subscriber who leaves before it is sent is not sent.
    const late = await news(store.db, publisher, "en", "Late news", "late-news");
    const started = await startSend(store.db, {
      versionId: late,
      origin: ORIGIN,
      actorId: publisher,
    });
    if ("refused" in started) throw new Error(started.refused);
    const held: NewsletterMail[] = [];
    await prepareSend(store.db, started.sendId, {
      enqueue: async (message) => {
        held.push(message);
        return true;
      },
    });
    expect(held.map((mail) => mail.to).sort()).toEqual([
      "amal@example.com",
      "badr@example.com",
      "dina@example.com",
    ]);
    await unsubscribe(store.db, await tokenOf(store.db, "dina@example.com"));
    const before = smtp.taken.length;
    for (const message of held) {
      await deliverNews(store.db, message, { retryCount: 0, last: false }, smtpDeliver);
      // Run again (the job taken again after a stop): nobody gets a second mail.
      await deliverNews(store.db, message, { retryCount: 0, last: false }, smtpDeliver);
    }
    expect(
      smtp.taken
        .slice(before)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(["amal@example.com", "badr@example.com"]);
    expect(await sendSummary(store.db, late)).toMatchObject({ sent: 2, skipped: 1, queued: 0 });
  });
});

describe("a newsletter send over HTTP (production build, SMTP sink)", () => {
  const dataDir = newDataDir();
  const PASSWORD = "Studio123!x";
  const people = {
    reader: "reader@example.com",
    editor: "editor@example.com",
    publisher: "publisher@example.com",
  } as const;
  type Person = keyof typeof people;
  let sink: SmtpSink;
  let server: RunningServer;
  let cookies: Record<Person, string>;
  let published = "";
  let itemId = "";
  let draft = "";

  beforeAll(async () => {
    sink = await startSmtpSink();
    const store = await openStore(dataDir);
    try {
      const ids: Record<string, string> = {};
      for (const who of Object.keys(people) as Person[]) {
        ids[who] = await addUser(store.db, { email: people[who], role: who, password: PASSWORD });
      }
      const publisher = ids.publisher as string;
      published = await news(store.db, publisher, "en", "Rawafed opens a park", "park-opens");
      [{ itemId = "" } = {}] = await store.db
        .select({ itemId: editorialVersions.itemId })
        .from(editorialVersions)
        .where(eq(editorialVersions.id, published));
      draft = await news(store.db, publisher, "en", "Draft", "draft-news", true);
      await addSubscribers(store.db, [
        { email: "one@example.com", locale: "en", state: "active" },
        { email: "two@example.com", locale: "en", state: "active" },
        { email: "pending@example.com", locale: "en", state: "pending" },
        { email: "gone@example.com", locale: "en", state: "left" },
        { email: "arabic@example.com", locale: "ar", state: "active" },
      ]);
    } finally {
      await store.close();
    }
    server = await startServer({
      ...storeEnv(dataDir),
      SMTP_URL: sink.url,
      MAIL_RETRY_SECONDS: "1",
      TRUST_PROXY: "1",
    });
    cookies = await signIn(server.url, people, PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  const send = (versionId: string, who: Person = "publisher", locale = "en") =>
    fetch(`${server.url}/api/studio/newsletter/send`, {
      method: "POST",
      headers: {
        origin: server.url,
        "content-type": "application/json",
        cookie: cookies[who],
        "accept-language": locale,
        referer: `${server.url}/${locale}/studio/news`,
      },
      body: JSON.stringify({ versionId }),
    });
  const problem = async (response: Response) =>
    (await response.json()) as {
      fieldErrors: Record<string, string>;
      messages: Record<string, string>;
    };

  it("is for publishers only", async () => {
    const calls: EndpointCall[] = [
      { method: "POST", path: "/api/studio/newsletter/send", body: { versionId: published } },
    ];
    await expectRoleRefusals(server.url, calls, {
      visitor: null,
      reader: cookies.reader,
      editor: cookies.editor,
    });
    expect(sink.mails).toHaveLength(0);
  });

  it("refuses a version that is not published, in the person's language", async () => {
    const refused = await send(draft, "publisher", "ar");
    expect(refused.status).toBe(409);
    const answer = await problem(refused);
    expect(answer.fieldErrors._form).toBe("validation.newsletterNotPublished");
    expect(answer.messages._form).toContain("خبر منشور");
  });

  it("mails each confirmed subscriber of the language once, through a refusing mail server", async () => {
    sink.refuse = 1;
    const response = await send(published);
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ ok: true, failed: 0, unsubscribedSince: 0 });
    await until(() => (sink.mails.length >= 2 ? true : undefined), 30_000);
    expect(sink.refused).toBe(1);
    expect(sink.mails.map((mail) => mail.to).sort()).toEqual([
      "one@example.com",
      "two@example.com",
    ]);
    for (const mail of sink.mails) {
      expect(mail.subject).toBe("Rawafed opens a park");
      expect(mail.header("List-Unsubscribe")).toMatch(
        new RegExp(`^<${server.url}/api/newsletter/unsubscribe\\?token=[\\w-]+>$`),
      );
      expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.text).toContain(`${server.url}/en/news/park-opens`);
      // (The text part is read up to its signature line "--" by this parser: its foot is in the HTML.)
      expect(mail.html).toContain(`head office: Riyadh · ${server.url}`);
      expect(mail.html).toContain(`href="${server.url}/en/news/park-opens"`);
    }
  });

  it("refuses a second send of the version", async () => {
    for (const [locale, words] of [
      ["en", "already been sent"],
      ["ar", "مرة واحدة"],
    ] as const) {
      const again = await send(published, "publisher", locale);
      expect(again.status).toBe(409);
      const answer = await problem(again);
      expect(answer.fieldErrors._form).toBe("validation.newsletterAlreadySent");
      expect(answer.messages._form).toContain(words);
    }
  });

  it("unsubscribes by one click (a POST to the header's address, no page), and counts it", async () => {
    const mail = sink.mails.find((one) => one.to === "two@example.com");
    const address = mail?.header("List-Unsubscribe")?.slice(1, -1) ?? "";
    // As a mail client posts it (RFC 8058): from nowhere, no cookie, no Origin.
    const response = await fetch(address, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    // The studio's item page shows the counts.
    const page = await fetch(`${server.url}/en/studio/news/${itemId}?lang=en`, {
      headers: { cookie: cookies.publisher },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    const shown = (name: string) =>
      html.match(new RegExp(`data-count="${name}"[^>]*>(\\d+)<`))?.[1];
    expect([shown("recipients"), shown("sent"), shown("failed"), shown("queued")]).toEqual([
      "2",
      "2",
      "0",
      "0",
    ]);
    expect(shown("unsubscribedSince")).toBe("1");
    expect(sink.mails).toHaveLength(2);
  });
});
