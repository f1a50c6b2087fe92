import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { fromPglite, PgBoss } from "pg-boss";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDelivery, defaultSender } from "./delivery";
import { renderMail } from "./layout";
import type { MailMessage } from "./message";
import { createMailQueue, defaultRetry, type MailQueueOptions } from "./queue";

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: "reader@example.com",
  locale: "en",
  subject: "Confirm your subscription",
  text: "Open https://site.example/en/newsletter/confirm?token=abc\n",
  html: '<p>Open <a href="https://site.example/en/newsletter/confirm?token=abc">it</a></p>',
  ...overrides,
});

const quietLog = () => ({ info: vi.fn(), error: vi.fn(), outbox: vi.fn() });

/** The decoded body of a raw message's part of `type` (quoted-printable or base64). */
function part(raw: string, type: string): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  expect(start, `a ${type} part`).toBeGreaterThan(-1);
  const section = raw.slice(start);
  const [head = "", rest = ""] =
    section.split(/\r?\n\r?\n/, 2).length === 2
      ? [
          section.slice(0, section.search(/\r?\n\r?\n/)),
          section.slice(section.search(/\r?\n\r?\n/)),
        ]
      : [section, ""];
  const body = rest.trimStart().split(/\r?\n--/)[0] ?? "";
  if (/base64/i.test(head)) return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

// Jobs on an embedded database in WASM: seconds each when the machine is busy.
describe("the mail queue (pg-boss on an embedded database)", { timeout: 20_000 }, () => {
  let database: PGlite;
  let boss: PgBoss;
  let queues = 0;

  beforeAll(async () => {
    database = new PGlite();
    boss = new PgBoss({ db: fromPglite(database), backend: "pglite", useListenNotify: true });
    boss.on("error", () => {});
    await boss.start();
  }, 30_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false });
    await database?.close();
  });

  /** A queue of its own for each test, polled often: retries are picked up within half a second. */
  const queue = (options: Omit<MailQueueOptions, "boss" | "name">) =>
    createMailQueue({ boss, name: `mail-${++queues}`, pollingIntervalSeconds: 0.5, ...options });
  const jobs = (name = `mail-${queues}`) => boss.findJobs<MailMessage>(name);
  const until = async <T>(find: () => Promise<T | undefined>): Promise<T> => {
    for (;;) {
      const found = await find();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it("stores the message and returns while the mail server has not answered yet", async () => {
    let answer = () => {};
    const deliver = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const mail = await queue({ deliver, log: quietLog() });
    await mail.enqueue(message());
    const [stored] = await jobs();
    expect(stored?.data).toEqual(message());
    await until(async () => (deliver.mock.calls.length > 0 ? true : undefined));
    expect((await jobs())[0]?.state).toBe("active");
    answer();
    await mail.idle();
    expect(deliver).toHaveBeenCalledExactlyOnceWith(message(), { retryCount: 0, last: false });
    expect((await jobs())[0]?.state).toBe("completed");
  });

  it("tries again until the server takes the message", async () => {
    let calls = 0;
    const deliver = vi.fn(async () => {
      calls += 1;
      if (calls < 3) throw new Error("451 try later");
    });
    const log = quietLog();
    const mail = await queue({
      deliver,
      retry: { limit: 3, delaySeconds: 0, backoff: false },
      log,
    });
    await mail.enqueue(message());
    await mail.idle();
    expect(deliver).toHaveBeenCalledTimes(3);
    expect(log.error.mock.calls.map(([line]) => line)).toEqual([
      'mail: "Confirm your subscription" failed (451 try later); try 2 of 4 later',
      'mail: "Confirm your subscription" failed (451 try later); try 3 of 4 later',
    ]);
    expect((await jobs())[0]?.state).toBe("completed");
  });

  it("gives up after its tries: the message ends failed, logged, and nothing is thrown", async () => {
    const deliver = vi.fn(async () => {
      throw new Error("connection refused");
    });
    const log = quietLog();
    const mail = await queue({
      deliver,
      retry: { limit: 2, delaySeconds: 0, backoff: false },
      log,
    });
    await mail.enqueue(message());
    await mail.idle();
    expect(deliver).toHaveBeenCalledTimes(3);
    expect(log.error).toHaveBeenLastCalledWith(
      'mail: gave up on "Confirm your subscription" after 3 tries: connection refused',
    );
    expect((await jobs())[0]?.state).toBe("failed");
  });

  it("waits 10-20 s after a first failure, then about twice as long each time", async () => {
    expect(defaultRetry).toEqual({
      limit: 8,
      delaySeconds: 10,
      backoff: true,
      delayMaxSeconds: 1_800,
    });
    const deliver = vi.fn(async () => {
      throw new Error("421 busy");
    });
    const mail = await queue({ deliver, log: quietLog() });
    await mail.enqueue(message());
    const waits: number[] = [];
    for (let failures = 1; failures <= 3; failures++) {
      const job = await until(async () => {
        const [found] = await jobs();
        return found?.state === "retry" && deliver.mock.calls.length === failures
          ? found
          : undefined;
      });
      // Seen a moment after the failure: the wait left is at most a second short of the whole.
      waits.push((job.startAfter.getTime() - Date.now()) / 1000);
      // Its turn now, rather than after the wait.
      await boss.update(`mail-${queues}`, undefined, { id: job.id, startAfter: new Date() });
    }
    const [first = 0, second = 0, third = 0] = waits;
    expect(first).toBeGreaterThan(9);
    expect(first).toBeLessThanOrEqual(20);
    expect(second).toBeGreaterThan(19);
    expect(second).toBeLessThanOrEqual(40);
    expect(third).toBeGreaterThan(39);
    expect(third).toBeLessThanOrEqual(80);
  });
});

describe("the layout", () => {
  const content = {
    brand: "Rawafed Group",
    heading: "Confirm <your> subscription",
    paragraphs: ['Asked for "a@b.example" & more'],
    action: { label: "Confirm", url: "https://site.example/c?token=a&b=1", hint: "Or open:" },
    notes: ["Works once."],
    footer: ["Why you got this."],
    unsubscribe: {
      label: "Unsubscribe",
      url: "https://site.example/u",
      text: "Unsubscribe: https://site.example/u",
    },
  };

  it("writes a plain-text part with each link on a line of its own", () => {
    const { text } = renderMail({ locale: "en", ...content });
    expect(text.split("\n")).toContain("https://site.example/c?token=a&b=1");
    expect(text).toContain("Unsubscribe: https://site.example/u");
    expect(text).toContain("Confirm <your> subscription");
  });

  it("escapes every text in the HTML part and names its language and direction", () => {
    const en = renderMail({ locale: "en", ...content }).html;
    expect(en).toContain('<html lang="en" dir="ltr">');
    expect(en).toContain("Confirm &lt;your&gt; subscription");
    expect(en).toContain("&quot;a@b.example&quot; &amp; more");
    expect(en).toContain('href="https://site.example/c?token=a&amp;b=1"');
    const ar = renderMail({ locale: "ar", ...content }).html;
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('<body dir="rtl"');
  });
});

describe("delivery to the outbox (no SMTP_URL)", () => {
  const outboxDir = join(mkdtempSync(join(tmpdir(), "rawafed-mail-")), "outbox");

  it("writes the message as an .eml file and records its subject and link, not its recipient", async () => {
    const log = quietLog();
    const deliver = createDelivery({ outboxDir, log });
    await deliver(
      message({
        locale: "ar",
        subject: "أكِّد اشتراكك",
        text: "نص الرسالة https://site.example/ar/newsletter/confirm?token=abc\n",
        html: '<html lang="ar" dir="rtl"><body>نص</body></html>',
        unsubscribeUrl: "https://site.example/api/newsletter/unsubscribe?token=unsub",
        link: "https://site.example/ar/newsletter/confirm?token=abc",
      }),
    );
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(outboxDir, files[0] as string), "utf8");
    expect(raw).toMatch(/^To: reader@example\.com$/m);
    expect(raw).toMatch(
      /^List-Unsubscribe: <https:\/\/site\.example\/api\/newsletter\/unsubscribe\?token=unsub>$/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // The default sender: the brand, in the recipient's language, at the site's domain.
    expect(raw).toMatch(/^From: =\?UTF-8\?.+\?=\s+<no-reply@rawafed\.example>$/m);
    expect(part(raw, "text/plain")).toContain(
      "https://site.example/ar/newsletter/confirm?token=abc",
    );
    expect(part(raw, "text/html")).toContain('<html lang="ar" dir="rtl">');
    // The outbox's record: subject and link, never the recipient.
    expect(log.outbox).toHaveBeenCalledWith({
      subject: "أكِّد اشتراكك",
      file: join(outboxDir, files[0] as string),
      link: "https://site.example/ar/newsletter/confirm?token=abc",
    });
  });

  it("takes MAIL_FROM as the sender when it is set", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "rawafed-mail-")), "outbox");
    const deliver = createDelivery({
      outboxDir: dir,
      from: "News <news@site.example>",
      log: quietLog(),
    });
    await deliver(message());
    const [file] = readdirSync(dir);
    expect(readFileSync(join(dir, file as string), "utf8")).toMatch(
      /^From: News <news@site\.example>$/m,
    );
  });

  it("names the brand in each language by default", async () => {
    expect(await defaultSender("en")).toEqual({
      name: "Rawafed Group",
      address: "no-reply@rawafed.example",
    });
    expect((await defaultSender("ar")).name).toBe("مجموعة روافد");
  });
});

describe("delivery over SMTP (SMTP_URL)", () => {
  const received: { from: string; to: string[]; user?: string; raw: string }[] = [];
  let sink: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    sink = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: session.user as string | undefined,
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
    port = (sink.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

  it("sends the message with its credentials, both parts and the unsubscribe headers", async () => {
    const deliver = createDelivery({
      smtpUrl: `smtp://mailer:secret@127.0.0.1:${port}`,
      outboxDir: "/nonexistent",
      log: quietLog(),
    });
    await deliver(
      message({ unsubscribeUrl: "https://site.example/api/newsletter/unsubscribe?token=u1" }),
    );
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.user).toBe("mailer");
    expect(mail?.from).toBe("no-reply@rawafed.example");
    expect(mail?.to).toEqual(["reader@example.com"]);
    expect(mail?.raw).toMatch(
      /^List-Unsubscribe: <https:\/\/site\.example\/api\/newsletter\/unsubscribe\?token=u1>\r?$/m,
    );
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail?.raw).toContain("text/plain");
    expect(mail?.raw).toContain("text/html");
  });

  it("fails the try (for the queue to retry) when the server cannot be reached", async () => {
    const deliver = createDelivery({
      smtpUrl: "smtp://127.0.0.1:1",
      outboxDir: "/nonexistent",
      log: quietLog(),
    });
    await expect(deliver(message())).rejects.toThrow();
  });
});
