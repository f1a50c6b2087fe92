// Run by .ci/run against a real PostgreSQL (DATABASE_URL): two server instances behind one
// "load balancer" must behave as one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink, until } from "../mail";
import { exportCsv, newDataDir, type RunningServer, startServer } from "../server";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("the postgres suite needs DATABASE_URL (see .ci/run)");

describe("two instances on one PostgreSQL", () => {
  let a: RunningServer;
  let b: RunningServer;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_MAX: "6", SMTP_URL: sink.url };
    a = await startServer({ ...env, DATA_DIR: newDataDir() }, 3411);
    b = await startServer({ ...env, DATA_DIR: newDataDir() }, 3412);
  }, 60_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await sink?.close();
  });

  const contact = {
    name: "Huda Al-Otaibi",
    email: "huda@example.com",
    phone: "",
    subject: "",
    message: "Two instances, one record.",
  };
  const post = (server: RunningServer, path: string, body: unknown, headers = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("a retry that lands on the other instance finds the first record", async () => {
    const first = await post(a, "/api/contact", contact, { "Idempotency-Key": "shared-1" });
    expect(first.status).toBe(201);
    const retry = await post(b, "/api/contact", contact, { "Idempotency-Key": "shared-1" });
    expect(retry.status).toBe(200);
    expect((await retry.json()).id).toBe((await first.json()).id);
  });

  it("the rate limit counts requests to both instances together", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await post(server, "/api/newsletter", { email: `n${i}@example.com` })).status);
    }
    expect(statuses.slice(0, 6).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });

  it("sends each confirmation mail once, though both instances work the one mail queue", async () => {
    await until(() => (sink.mails.length >= 6 ? true : undefined), 20_000);
    // Stopped, neither has a mail in hand: what the sink has is all there will be.
    await a.stop();
    await b.stop();
    const addresses = sink.mails.map((mail) => mail.to).sort();
    expect(addresses).toEqual([0, 1, 2, 3, 4, 5].map((i) => `n${i}@example.com`).sort());
  });

  it("stored the contact message exactly once", async () => {
    expect(await exportCsv(newDataDir(), "contact", { DATABASE_URL: databaseUrl })).toHaveLength(1);
  });
});
