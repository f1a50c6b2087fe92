// Outgoing mail is a job in the site's database (pg-boss), sent off the request's path: a message
// stored before a stop goes out after the restart, a refusing mail server is tried again until it
// takes the message, and a mail server that hangs never holds up a sign-up. Through an SMTP sink.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, type SmtpSink, startSmtpSink, until } from "./mail";
import { newDataDir, type RunningServer, startServer } from "./server";
import { postSignUp, signUpForm } from "./signUp";

describe("the mail queue", () => {
  const dataDir = newDataDir();
  let sink: SmtpSink;
  let server: RunningServer | undefined;

  // Retries 1-2 s apart, then 2-4 s, instead of 10-20 s: the waits stay real, only shorter.
  const start = () =>
    startServer({ DATA_DIR: dataDir, SMTP_URL: sink.url, MAIL_RETRY_SECONDS: "1" });
  const subscribe = (email: string) =>
    fetch(`${server?.url}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
  const signUp = (email: string) =>
    postSignUp(server?.url ?? "", signUpForm(email, { fullName: "Sara Qahtani" }));
  const mailsTo = (email: string) => sink.mails.filter((mail) => mail.to === email);
  const arrived = (email: string) => until(() => mailsTo(email)[0], 20_000);

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    sink?.release();
    await server?.stop();
    await sink?.close();
  });

  it("a mail stored but not sent when the server stops is sent after the restart", async () => {
    sink.refuse = Number.POSITIVE_INFINITY;
    server = await start();
    // The newsletter answers once its confirmation mail is stored.
    expect((await subscribe("restart@example.com")).status).toBe(201);
    await until(() => (sink.refused > 0 ? true : undefined));
    await server.stop();
    expect(mailsTo("restart@example.com")).toHaveLength(0);

    sink.refuse = 0;
    server = await start();
    const mail = await arrived("restart@example.com");
    expect(mail.subject).toBe("Confirm your subscription to the Rawafed Group newsletter");
    expect(outbox(dataDir)).toHaveLength(0);
  }, 60_000);

  it("a mail server that refuses is tried again, and the mail is sent once it takes it", async () => {
    sink.refuse = 2;
    const refusedBefore = sink.refused;
    expect((await subscribe("retry@example.com")).status).toBe(201);
    await arrived("retry@example.com");
    expect(sink.refused - refusedBefore).toBe(2);
    expect(mailsTo("retry@example.com")).toHaveLength(1);
  });

  it("a sign-up answers while the mail server hangs; its mail goes once the server answers", async () => {
    sink.hold = true;
    expect((await signUp("first@example.com")).status).toBe(200);
    // The worker is now waiting on the mail server, which has not even said hello.
    await until(() => (sink.held.length > 0 ? true : undefined));
    const second = await signUp("second@example.com");
    expect(second.status).toBe(200);
    expect(sink.held.every((connection) => !connection.closed)).toBe(true);
    expect(mailsTo("first@example.com")).toHaveLength(0);

    sink.hold = false;
    sink.release();
    expect((await arrived("first@example.com")).subject).toBe(
      "Activate your Rawafed Group account",
    );
    await arrived("second@example.com");
  });
});
