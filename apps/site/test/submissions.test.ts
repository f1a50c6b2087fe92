import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cvPdf, jobApplication as job, postAnsweredEarly, poster } from "./forms";
import { exportCsv, newDataDir, type RunningServer, startServer } from "./server";

const pdf = cvPdf;
const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

const contact = {
  name: "Sara Al-Qahtani",
  email: "sara@example.com",
  phone: "",
  subject: "Cold storage",
  message: "We need 2,000 pallet positions in Riyadh.",
};

describe("form submissions over HTTP", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  const post = poster(() => server);

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: "12" });
  }, 60_000);
  afterAll(() => server?.stop());

  it("stores a contact message once, even when the request is retried", async () => {
    const first = await post("/api/contact", contact, { "Idempotency-Key": "contact-1" });
    expect(first.status).toBe(201);
    const { id } = await first.json();
    const retry = await post("/api/contact", contact, { "Idempotency-Key": "contact-1" });
    expect(retry.status).toBe(200);
    expect((await retry.json()).id).toBe(id);
  });

  it("stores a job application with a PDF CV", async () => {
    const response = await post("/api/job-application", job(new Blob([pdf]), "Omar CV.pdf"));
    expect(response.status).toBe(201);
  });

  it.each([
    [
      "empty fields",
      "/api/contact",
      { ...contact, name: "", email: "" },
      422,
      { name: "validation.required", email: "validation.required" },
    ],
    [
      "a bad e-mail",
      "/api/contact",
      { ...contact, email: "sara@" },
      422,
      { email: "validation.email" },
    ],
    [
      "a message too long",
      "/api/contact",
      { ...contact, message: "x".repeat(2001) },
      422,
      { message: "validation.max" },
    ],
    [
      "a wrong type",
      "/api/comments",
      {
        comment: "Hi",
        name: "Ali",
        email: "ali@example.com",
        website: "",
        saveDetails: "yes",
        blog: "x",
      },
      422,
      { saveDetails: "validation.fieldInvalid" },
    ],
  ])("refuses %s with field errors", async (_label, path, body, status, fieldErrors) => {
    const response = await post(path, body);
    expect(response.status).toBe(status);
    expect((await response.json()).fieldErrors).toMatchObject(fieldErrors);
  });

  it("accepts a message that leaves out the optional fields", async () => {
    const { name, email, message } = contact;
    const response = await post("/api/contact", {
      name,
      email,
      message: `${message} (short form)`,
    });
    expect(response.status).toBe(201);
  });

  it("answers in the visitor's language", async () => {
    const response = await post(
      "/api/contact",
      { ...contact, email: "" },
      { Referer: `${server.url}/ar/contact` },
    );
    expect((await response.json()).messages.email).toBe("هذا الحقل مطلوب.");
  });

  it("refuses a renamed executable and an oversize CV, as field errors", async () => {
    const spoofed = await post("/api/job-application", job(new Blob([exe]), "cv.pdf"));
    expect(spoofed.status).toBe(422);
    expect((await spoofed.json()).fieldErrors.cv).toBe("validation.fileType");
    const justOver = new Uint8Array(5 * 1024 * 1024 + 10);
    justOver.set(pdf);
    const over = await post("/api/job-application", job(new Blob([justOver])));
    expect(over.status).toBe(422);
    expect((await over.json()).fieldErrors.cv).toBe("validation.fileTooLarge");
    // Far over: cut off while streaming, whatever Content-Length claims.
    const huge = new Uint8Array(8 * 1024 * 1024);
    huge.set(pdf);
    const cutOff = await postAnsweredEarly(
      `${server.url}/api/job-application`,
      job(new Blob([huge])),
    );
    expect(cutOff.status).toBe(413);
    expect((cutOff.json() as { fieldErrors: Record<string, string> }).fieldErrors.cv).toBe(
      "validation.fileTooLarge",
    );
  });

  it("stores script tags as given (output escapes them)", async () => {
    const response = await post("/api/contact", {
      ...contact,
      message: "<script>alert(1)</script>",
    });
    expect(response.status).toBe(201);
  });

  it("refuses a cross-site post", async () => {
    const response = await post("/api/contact", contact, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });

  it("drops a bot that fills the trap field, saying thank you", async () => {
    const response = await post("/api/newsletter", {
      email: "bot@example.com",
      company_website: "x",
    });
    expect(response.status).toBe(201);
  });

  it("limits a flood with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 14; i++) {
      const response = await post("/api/newsletter", { email: `reader${i}@example.com` });
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get("retry-after");
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it("keeps everything across a restart, and stored exactly what succeeded", async () => {
    await server.stop();
    const rows = await exportCsv(dataDir);
    expect(rows.filter((row) => row.includes('"contact"'))).toHaveLength(3);
    expect(rows.filter((row) => row.includes('"jobApplication"'))).toHaveLength(1);
    expect(rows.join("\n")).toContain("Omar CV.pdf");
    server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: "12" });
    const retry = await post("/api/contact", contact, { "Idempotency-Key": "contact-1" });
    expect(retry.status).toBe(200);
  }, 60_000);

  it("finishes a request in flight when told to stop (SIGTERM)", async () => {
    const encoder = new TextEncoder();
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const body = JSON.stringify({ ...contact, message: "Sent while the server was stopping." });
    const pending = fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: readable,
      // @ts-expect-error: Node's fetch needs duplex for a streamed body.
      duplex: "half",
    });
    await writer.write(encoder.encode(body.slice(0, 20)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopped = server.stop();
    // The rest is sent once the server has stopped taking connections: it is stopping for sure.
    for (;;) {
      const refused = await fetch(`${server.url}/healthz`).then(
        () => false,
        () => true,
      );
      if (refused) break;
    }
    await writer.write(encoder.encode(body.slice(20)));
    await writer.close();
    const response = await pending;
    expect(response.status).toBe(201);
    await stopped;
    expect((await exportCsv(dataDir)).join("\n")).toContain("Sent while the server was stopping.");
  }, 60_000);
});
