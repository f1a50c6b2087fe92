// Log-in from one shared address (a carrier's NAT, an office, a university), over HTTP against the
// production build: many people log in from it within a minute; wrong passwords still lock one
// account, whichever address sends them; one client repeating itself for one account waits; and
// without TRUST_PROXY a client cannot make itself a new address with X-Forwarded-For.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_LIMITS } from "../src/server/accounts/limits";
import { SIGN_IN_FAILURES_MAX } from "../src/server/accounts/throttle";
import { outbox, until } from "./mail";
import { newDataDir, type RunningServer, startServer } from "./server";
import { postSignUp, SIGN_UP_PASSWORD, signUpForm } from "./signUp";

/** An address of the carriers' shared space (RFC 6598), as a NAT's public side has. */
const SHARED = "100.64.0.1";
const { signIn: limit } = ACCOUNT_LIMITS;

const signInAt = (url: string, email: string, password: string, from?: string) =>
  fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: url,
      ...(from ? { "x-forwarded-for": from } : {}),
    },
    body: JSON.stringify({ email, password }),
  });

/**
 * Statuses of `send()` until the first 429, at most `2 * max + 1` calls: the counts are fixed
 * windows of a minute, so a run that crosses into the next one still meets the limit.
 */
async function untilRefused(max: number, send: (index: number) => Promise<Response>) {
  const statuses: number[] = [];
  let refused: Response | undefined;
  for (let index = 0; index <= 2 * max && !refused; index++) {
    const response = await send(index);
    statuses.push(response.status);
    if (response.status === 429) refused = response;
  }
  return { statuses, refused };
}

describe("log-in behind one shared address (TRUST_PROXY=1)", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  let others = 0;
  /** Another client's address each time. */
  const elsewhere = () => `198.51.100.${++others}`;
  const signIn = (email: string, password: string, from: string) =>
    signInAt(server.url, email, password, from);
  const people = Array.from({ length: 20 }, (_, index) => `person-${index + 1}@example.com`);

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
    // Twenty active accounts, each signed up from an address of its own and its link opened.
    for (const email of people) {
      const form = signUpForm(email);
      const response = await postSignUp(server.url, form, { "x-forwarded-for": elsewhere() });
      expect(response.status).toBe(200);
    }
    for (const email of people) {
      const mail = await until(() => outbox(dataDir).find((one) => one.to.includes(email)));
      const link = mail.text.match(/https?:\/\/\S+\/verify-email\?token=([\w.-]+)/)?.[1] ?? "";
      const opened = await fetch(`${server.url}/api/auth/verify-email?token=${link}`, {
        headers: { "x-forwarded-for": elsewhere() },
        redirect: "manual",
      });
      expect(opened.status).toBeLessThan(400);
    }
  }, 120_000);
  afterAll(() => server?.stop());

  it("20 people log in from one address within a minute: every one is let in", async () => {
    const statuses: number[] = [];
    for (const email of people)
      statuses.push((await signIn(email, SIGN_UP_PASSWORD, SHARED)).status);
    expect(statuses).toEqual(people.map(() => 200));
  });

  it("6 wrong passwords for one account still lock it, the right one too, from any address", async () => {
    const [victim = "", neighbour = ""] = people;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_FAILURES_MAX; attempt++) {
      statuses.push((await signIn(victim, "Wrong-password-1", SHARED)).status);
    }
    expect(statuses).toEqual([...Array(SIGN_IN_FAILURES_MAX).fill(401), 429]);
    for (const from of [SHARED, elsewhere()]) {
      const locked = await signIn(victim, SIGN_UP_PASSWORD, from);
      expect(locked.status).toBe(429);
      expect(await locked.json()).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
      // The lock's own wait (15 minutes), not a minute's limit.
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(60);
    }
    // The others on the shared address are not held up by it.
    expect((await signIn(neighbour, SIGN_UP_PASSWORD, SHARED)).status).toBe(200);
  });

  it(`one client repeating itself for one account waits after ${limit.perAccount} tries a minute`, async () => {
    const [, , email = "", other = ""] = people;
    const from = elsewhere();
    const { statuses, refused } = await untilRefused(limit.perAccount, () =>
      signIn(email, SIGN_UP_PASSWORD, from),
    );
    expect(refused?.status).toBe(429);
    expect(await refused?.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const wait = Number(refused?.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(
      limit.perAccount,
    );
    // Another account from that client, and that account from another client, go ahead.
    expect((await signIn(other, SIGN_UP_PASSWORD, from)).status).toBe(200);
    expect((await signIn(email, SIGN_UP_PASSWORD, elsewhere())).status).toBe(200);
  });

  it("counts each forwarded address apart, and still limits one", async () => {
    const flooding = "203.0.113.77";
    // Bodies refused by the forms' rules (422) are counted too, and cost no password check.
    const { refused } = await untilRefused(limit.perAddress, (index) =>
      signIn(`not-an-address-${index}`, "x", flooding),
    );
    expect(refused?.status).toBe(429);
    expect((await signIn("not-an-address", "x", elsewhere())).status).toBe(422);
  });
});

describe("log-in without TRUST_PROXY", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: newDataDir() });
  }, 90_000);
  afterAll(() => server?.stop());

  it("ignores X-Forwarded-For: a new value each time does not start a new count", async () => {
    const { refused } = await untilRefused(limit.perAddress, (index) =>
      signInAt(server.url, `not-an-address-${index}`, "x", `192.0.2.${(index % 250) + 1}`),
    );
    expect(refused?.status).toBe(429);
    const fresh = await signInAt(server.url, "not-an-address", "x", "203.0.113.200");
    expect(fresh.status).toBe(429);
  });
});
