// Seeing into the running site (issue #33), over HTTP against the production build: one JSON log
// line per request with its id (also on the answer and on the error page), nothing personal or
// secret in the log, and `/metrics` for a scraper holding METRICS_TOKEN.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findLeaks } from "./logLeaks";
import { outbox, until } from "./mail";
import { newDataDir, type RunningServer, startServer } from "./server";
import { postSignUp, SIGN_UP_PASSWORD, signUpForm } from "./signUp";

const METRICS_TOKEN = "metrics-token-for-the-observe-suite";

describe("the running site's log and metrics", () => {
  const dataDir = newDataDir();
  const logFile = join(dataDir, "site.log");
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, LOG_FILE: logFile, METRICS_TOKEN });
  });
  afterAll(() => server?.stop());

  const logText = () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : "");
  const records = () =>
    logText()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  /** The log line of the request `id`, once written. */
  const requestLine = (id: string) =>
    until(() => records().find((record) => record.msg === "request" && record.requestId === id));

  it("writes one line per request: its id, method, route, path without query, status, time", async () => {
    const answer = await fetch(`${server.url}/en?utm_source=newsletter`, {
      headers: { "x-request-id": "observe-suite-0001" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-request-id")).toBe("observe-suite-0001");
    const line = await requestLine("observe-suite-0001");
    expect(line).toMatchObject({
      area: "http",
      method: "GET",
      route: "/$locale/",
      path: "/en",
      status: 200,
    });
    expect(line.ms).toBeTypeOf("number");
    expect(JSON.stringify(line)).not.toContain("utm_source");
  });

  it("makes its own id when the request brings none or an unlikely one", async () => {
    for (const sent of [undefined, "<script>", "short", "x".repeat(65)]) {
      const answer = await fetch(`${server.url}/healthz`, {
        headers: sent ? { "x-request-id": sent } : {},
      });
      const id = answer.headers.get("x-request-id") ?? "";
      expect(id).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
      expect(id).not.toBe(sent);
      await requestLine(id);
    }
  });

  it("shows the request's id on its error page, as a reference to quote", async () => {
    const answer = await fetch(`${server.url}/en/no-such-page`);
    expect(answer.status).toBe(404);
    const id = answer.headers.get("x-request-id") ?? "";
    expect(id).not.toBe("");
    expect(await answer.text()).toMatch(new RegExp(`data-error-reference=""[^>]*>${id}</code>`));
    // An ordinary page carries none: it may be shared with every visitor.
    expect(await (await fetch(`${server.url}/en`)).text()).not.toContain("data-error-reference");
  });

  it("keeps a sign-up's and a log-in's password and address out of the log", async () => {
    const email = "observed.person@example.com";
    const signUp = await postSignUp(server.url, signUpForm(email), {
      "x-request-id": "observe-sign-up-0001",
    });
    expect(signUp.status).toBeLessThan(300);
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        origin: server.url,
        "content-type": "application/json",
        "x-request-id": "observe-sign-in-0001",
      },
      body: JSON.stringify({ email, password: SIGN_UP_PASSWORD }),
    });
    expect(signIn.status).toBeGreaterThanOrEqual(200);
    // The verification mail went to the outbox: its record names the subject and link, not whom.
    await until(() => outbox(dataDir).find((mail) => mail.to.includes(email)));
    const record = await until(() => records().find((one) => one.outbox));
    expect(record.outbox).toMatchObject({ subject: expect.any(String), link: expect.any(String) });
    // A log-in before verification mails a new link too, so two mail jobs run, in either order:
    // each one's line names the request that queued it.
    const mailJob = await until(() =>
      records().find(
        (one) =>
          one.msg === "job" && one.queue === "mail" && one.queuedBy === "observe-sign-up-0001",
      ),
    );
    expect(mailJob).toMatchObject({ outcome: "completed" });
    const signInLine = await requestLine("observe-sign-in-0001");
    // The log-in's path is its route's: under /api/auth/ a path can hold a token.
    expect(signInLine).toMatchObject({ route: "/api/auth/$", method: "POST" });
    expect(signInLine.path).toBeUndefined();
    expect(logText()).not.toContain(email);
    expect(logText()).not.toContain(SIGN_UP_PASSWORD);
    expect(findLeaks(logText())).toEqual([]);
  });

  describe("/metrics", () => {
    const scrape = (authorization?: string) =>
      fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });

    it("is refused without the token and with a wrong one", async () => {
      for (const authorization of [undefined, "Bearer not-the-token", `Basic ${METRICS_TOKEN}`]) {
        const answer = await scrape(authorization);
        expect(answer.status).toBe(401);
        expect(answer.headers.get("cache-control")).toBe("no-store");
        expect(await answer.text()).not.toContain("rawafed_");
      }
    });

    it("answers the token in Prometheus' text format, counting the page just viewed", async () => {
      expect((await fetch(`${server.url}/en`)).status).toBe(200);
      const answer = await scrape(`Bearer ${METRICS_TOKEN}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const text = await answer.text();
      expect(text).toMatch(
        /^rawafed_http_requests_total\{method="GET",route="\/\$locale\/",status="200"\} [1-9]\d*$/m,
      );
      expect(text).toContain("# TYPE rawafed_http_request_duration_seconds histogram");
      for (const name of [
        "rawafed_jobs_total",
        "rawafed_job_duration_seconds",
        "rawafed_job_queue_depth",
        "rawafed_mail_total",
        "rawafed_pipeline_duration_seconds",
      ]) {
        expect(text).toContain(`# TYPE ${name} `);
      }
    });
  });
});
