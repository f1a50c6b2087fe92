// The log scan of the browser suites' run (e2e/logCheck.ts) finds what it is meant to find.
import { describe, expect, it } from "vitest";
import { findLeaks } from "./logLeaks";

const line = (record: Record<string, unknown>) => JSON.stringify({ level: 30, ...record });

describe("findLeaks", () => {
  it("passes a log of requests, jobs and an outbox record", () => {
    const log = [
      line({ msg: "request", requestId: "abcdefgh1", route: "/$locale/", status: 200, ms: 12.3 }),
      line({ msg: "job", queue: "mail", jobId: "9c1d6a5e-0b1f-4a3c-8d2e-123456789abc" }),
      line({
        outbox: {
          subject: "Your code",
          codeInMail: "482913",
          link: "https://s.example/x?token=abcdefghijklmnopqrst",
        },
      }),
    ].join("\n");
    expect(findLeaks(log)).toEqual([]);
  });

  it("finds passwords, addresses, codes, tokens, cookies and lines that are not JSON", () => {
    const log = [
      line({ msg: "sign-in", body: "Secret123!" }),
      line({ msg: "mail to person@example.com" }),
      line({ msg: "your code is 482913" }),
      line({
        outbox: { subject: "Verify", link: "https://s.example/v?token=abcdefghijklmnopqrst" },
      }),
      line({ msg: "verify", url: "/api/auth/verify-email?token=abcdefghijklmnopqrst" }),
      line({ headers: { cookie: "better-auth.session_token=x" } }),
      line({ headers: { authorization: "Bearer abc" } }),
      "plain text",
    ].join("\n");
    expect(findLeaks(log).map((leak) => [leak.line, leak.why])).toEqual([
      [1, "a password"],
      [2, "an e-mail address"],
      [3, "six digits (a one-time code?)"],
      [5, "a mailed code or token"],
      [6, "a cookie or authorization value"],
      [7, "a cookie or authorization value"],
      [8, "not a JSON record"],
    ]);
  });
});
