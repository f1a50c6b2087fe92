// The bad-input matrix for every form endpoint: each kind of bad request, its status, its message
// in the visitor's language, and what is stored afterwards (nothing but what was accepted).
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ar from "../../../../packages/i18n/src/messages/ar/validation.json" with { type: "json" };
import en from "../../../../packages/i18n/src/messages/en/validation.json" with { type: "json" };
import { cvPdf, jobApplication, postAnsweredEarly } from "../forms";
import { exportCsv, newDataDir, type RunningServer, startServer } from "../server";

const run = randomUUID().slice(0, 8);
const pdf = cvPdf;
const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

interface Endpoint {
  path: string;
  /** A valid submission, marked with this run's id in a text field. */
  valid: () => Record<string, unknown>;
  /** A required text field, and the longest value it takes. */
  text: { field: string; max: number };
}

const endpoints: Endpoint[] = [
  {
    path: "/api/contact",
    valid: () => ({
      name: "Sara Al-Qahtani",
      email: "sara@example.com",
      phone: "+966 50 123 4567",
      subject: "Cold storage",
      message: `Matrix ${run}`,
    }),
    text: { field: "message", max: 2000 },
  },
  {
    path: "/api/comments",
    valid: () => ({
      comment: `Matrix ${run}`,
      name: "Ali",
      email: "ali@example.com",
      website: "",
      saveDetails: false,
      blog: "cold-chain-storage-in-saudi-arabia",
    }),
    text: { field: "comment", max: 2000 },
  },
  {
    path: "/api/newsletter",
    valid: () => ({ email: `matrix-${run}@example.com` }),
    text: { field: "email", max: 254 },
  },
];

const job = (cv: Uint8Array | null, name = "cv.pdf", fields: Record<string, string> = {}) =>
  jobApplication(cv, name, { summary: `Matrix ${run}`, ...fields });

describe("bad input on every form endpoint", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  const send = (path: string, body: BodyInit | undefined, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { method: "POST", headers, body });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    send(path, JSON.stringify(body), { "content-type": "application/json", ...headers });
  const arabic = { Referer: "" };

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: "60" });
    arabic.Referer = `${server.url}/ar/contact-us`;
  }, 60_000);
  afterAll(() => server?.stop());

  describe.each(endpoints)("$path", ({ path, valid, text }) => {
    it("an empty body: 400, said in the visitor's language", async () => {
      const response = await send(path, undefined, arabic);
      expect(response.status).toBe(400);
      expect((await response.json()).messages._form).toBe(ar["validation.fieldInvalid"]);
    });

    it("malformed JSON: 400", async () => {
      const response = await send(path, '{"email": "a@b.c",', {
        "content-type": "application/json",
      });
      expect(response.status).toBe(400);
      expect((await response.json()).messages._form).toBe(en["validation.fieldInvalid"]);
    });

    it("JSON that is not an object: 422 for the required fields", async () => {
      for (const body of ["[]", "null", '"text"', "42"]) {
        const response = await send(path, body, { "content-type": "application/json" });
        expect(response.status).toBe(422);
        expect((await response.json()).fieldErrors[text.field]).toBe("validation.required");
      }
    });

    it("a missing required field: 422 required", async () => {
      const { [text.field]: _, ...rest } = valid();
      const response = await post(path, rest, arabic);
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.fieldErrors[text.field]).toBe("validation.required");
      expect(body.messages[text.field]).toBe(ar["validation.required"]);
    });

    it("a value too long: 422 max", async () => {
      const long =
        text.field === "email" ? `${"a".repeat(250)}@example.com` : "x".repeat(text.max + 1);
      const response = await post(path, { ...valid(), [text.field]: long });
      expect(response.status).toBe(422);
      expect((await response.json()).fieldErrors[text.field]).toMatch(/^validation\.(max|email)$/);
    });

    it("a value of the wrong type: 422 invalid", async () => {
      for (const wrong of [42, ["a"], { a: 1 }, true]) {
        const response = await post(path, { ...valid(), [text.field]: wrong });
        expect(response.status).toBe(422);
        expect((await response.json()).fieldErrors[text.field]).toBe("validation.fieldInvalid");
      }
    });

    it("control characters and lone surrogates: 422 characters, in Arabic for an Arabic page", async () => {
      for (const bad of ["a\u0000b@x.com", "a\ud800@x.com", "a\u001b@x.com"]) {
        const response = await post(path, { ...valid(), [text.field]: bad }, arabic);
        expect(response.status).toBe(422);
        const body = await response.json();
        expect(body.fieldErrors[text.field]).toBe("validation.characters");
        expect(body.messages[text.field]).toBe(ar["validation.characters"]);
      }
    });

    it("a body over the limit, cut off while it streams: 413", async () => {
      const response = await post(path, { ...valid(), [text.field]: "x".repeat(64 * 1024) });
      expect(response.status).toBe(413);
    });

    it("an unsupported content type: 400", async () => {
      const response = await send(path, "email=a@b.c", { "content-type": "text/plain" });
      expect(response.status).toBe(400);
    });

    it("a post from another site: 403", async () => {
      const response = await post(path, valid(), { Origin: "https://evil.example" });
      expect(response.status).toBe(403);
    });
  });

  it("script in text is stored as given, for output to escape", async () => {
    const response = await post("/api/contact", {
      ...endpoints[0]?.valid(),
      message: `Matrix ${run} <script>alert(1)</script>`,
    });
    expect(response.status).toBe(201);
  });

  describe("/api/job-application", () => {
    it("no CV, a renamed program, an image for a CV: field errors, the text kept by the form", async () => {
      const cases: [FormData, string][] = [
        [job(null), "validation.required"],
        [job(exe, "cv.pdf"), "validation.fileType"],
        [job(exe, "cv.exe"), "validation.fileType"],
        [job(png, "cv.pdf"), "validation.fileType"],
        [job(pdf, "cv.html"), "validation.fileType"],
      ];
      for (const [form, error] of cases) {
        const response = await send("/api/job-application", form, arabic);
        expect(response.status).toBe(422);
        const body = await response.json();
        expect(body.fieldErrors.cv).toBe(error);
        expect(body.messages.cv).toBeTruthy();
      }
    });

    it("text field errors beside a good CV", async () => {
      const response = await send(
        "/api/job-application",
        job(pdf, "cv.pdf", { phone: "call me", city: "" }),
      );
      expect(response.status).toBe(422);
      expect((await response.json()).fieldErrors).toMatchObject({
        phone: "form.phone.invalid",
        city: "validation.required",
      });
    });

    it("a CV far over 5 MB is cut off while it streams: 413 on the CV field", async () => {
      const huge = new Uint8Array(8 * 1024 * 1024);
      huge.set(pdf);
      // Read with a client that takes the early answer even if its own write then fails.
      const response = await postAnsweredEarly(`${server.url}/api/job-application`, job(huge));
      expect(response.status).toBe(413);
      expect((response.json() as { fieldErrors: Record<string, string> }).fieldErrors.cv).toBe(
        "validation.fileTooLarge",
      );
    });

    it("a good one is stored", async () => {
      expect((await send("/api/job-application", job(pdf))).status).toBe(201);
    });
  });

  it("a flood gets 429 with Retry-After", async () => {
    let answer = await send("/api/contact", undefined);
    for (let i = 0; i < 80 && answer.status !== 429; i++) {
      answer = await send("/api/contact", undefined);
    }
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await answer.json()).fieldErrors._form).toBe("validation.tooManyRequests");
  });

  it("stored nothing but the accepted submissions", async () => {
    await server.stop();
    const rows = (await exportCsv(dataDir)).filter((row) => row.includes(`Matrix ${run}`));
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.includes("<script>"))).toHaveLength(1);
    // The file store's own temporary folder (`.tmp`) aside.
    expect(
      readdirSync(join(dataDir, "uploads")).filter((name) => !name.startsWith(".")),
    ).toHaveLength(1);
  }, 60_000);
});
