// Retention over HTTP, on the production build: contact messages and job applications (with
// their CVs) older than RETENTION_DAYS are deleted by the daily pass (one also runs when the
// server starts), unless a reviewer kept one from the console; the console says when each goes;
// the forms' notices say how long, as the server is set.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cvPdf, jobApplication, poster } from "./forms";
import { signIn } from "./roles";
import { newDataDir, type RunningServer, runScript, startServer, storeEnv } from "./server";
import { onStore, rowsOnStore } from "./store";
import { appFromOutput } from "./totp";

const embedded = !process.env.DATABASE_URL;
const password = "Retain123!x";
const reviewer = "keeper@example.com";

describe("retention of messages and applications", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  let cookie = "";
  const post = poster(() => server);
  /** The CVs the file store holds (stored at its root, named by a UUID). */
  const cvFiles = () =>
    readdirSync(join(dataDir, "uploads")).filter((name) => name.endsWith(".pdf")).length;
  const page = async (path: string) =>
    (await fetch(`${server.url}${path}`, { headers: { cookie } })).text();

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, RETENTION_DAYS: "90" });
    if (embedded) await server.stop();
    const made = await runScript(
      ["scripts/users.mjs", "add", reviewer, "--role", "reviewer", "--totp"],
      { ...storeEnv(dataDir), NODE_ENV: "production" },
      `${password}\n`,
    );
    expect(made.code).toBe(0);
    expect(appFromOutput(reviewer, made.stdout)).not.toBe("");
    if (embedded) server = await startServer({ DATA_DIR: dataDir, RETENTION_DAYS: "90" });
    cookie = (await signIn(server.url, { reviewer }, password)).reviewer;

    const origin = { origin: server.url };
    for (const name of ["Old Message", "New Message"]) {
      const message = { name, email: "sender@example.com", phone: "", subject: "", message: "Hi." };
      expect((await post("/api/contact", message, origin)).status).toBe(201);
    }
    for (const name of ["Old Gone", "Old Kept", "New Applicant"]) {
      const application = jobApplication(new Blob([cvPdf as BlobPart]), `${name}.pdf`, { name });
      expect((await post("/api/job-application", application, origin)).status).toBe(201);
    }
    expect(cvFiles()).toBe(3);
  }, 180_000);
  afterAll(() => server?.stop());

  it("says how long on the forms and in the console, as the server is set", async () => {
    const contact = await (await fetch(`${server.url}/en/contact-us`)).text();
    expect(contact).toContain("delete it 90 days after it arrives");
    const careers = await (await fetch(`${server.url}/ar/careers`)).text();
    expect(careers).toContain("ونحذفهما بعد 90 يوماً من وصولهما");
    const inbox = await page("/en/review?section=applications");
    expect(inbox).toContain("are deleted 90 days after they arrive, unless you keep them");
    expect(inbox).toContain("Deleted on");
  });

  it("deletes what is older than the period, with its CV, and keeps what a reviewer kept", async () => {
    // The console's Keep, on the application to keep.
    if (embedded) await server.stop();
    const [row] = await rowsOnStore<{ id: string }>(
      dataDir,
      "select id from submissions where payload->>'name' = 'Old Kept'",
    );
    if (embedded) {
      server = await startServer({ DATA_DIR: dataDir, RETENTION_DAYS: "90" });
      cookie = (await signIn(server.url, { reviewer }, password)).reviewer;
    }
    const kept = row?.id ?? "";
    const keep = await post(
      "/api/review/inbox/keep",
      { id: kept, keep: true },
      {
        origin: server.url,
        cookie,
      },
    );
    expect(keep.status).toBe(200);
    const refused = await post(
      "/api/review/inbox/keep",
      { id: kept, keep: true },
      {
        origin: server.url,
      },
    );
    expect(refused.status).toBe(401);

    // Four months pass for the old ones; the next start's pass runs.
    if (embedded) await server.stop();
    await onStore(
      dataDir,
      `update submissions set created_at = now() - interval '120 days'
       where payload->>'name' in ('Old Message', 'Old Gone', 'Old Kept')`,
    );
    if (!embedded) await server.stop();
    server = await startServer({ DATA_DIR: dataDir, RETENTION_DAYS: "90" });
    cookie = (await signIn(server.url, { reviewer }, password)).reviewer;

    await expect.poll(cvFiles, { timeout: 20_000 }).toBe(2);
    const applications = await page("/en/review?section=applications");
    expect(applications).toContain("Old Kept");
    expect(applications).toContain("Kept: it will not be deleted");
    expect(applications).toContain("New Applicant");
    expect(applications).not.toContain("Old Gone");
    const messages = await page("/en/review?section=messages");
    expect(messages).toContain("New Message");
    expect(messages).not.toContain("Old Message");
  });
});
