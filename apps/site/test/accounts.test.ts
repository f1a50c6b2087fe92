// The comics platform's accounts, over HTTP against the production build: sign-up mails a
// verification link in the person's language; log-in is refused until it is opened (and sends a
// new one); the link activates the account; a 6-digit code mailed on request resets the password,
// once, for 10 minutes, with at most 5 tries; an unknown address gets the same answers.
// All of it twice: mail written to the outbox (no SMTP_URL), then sent to an SMTP server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Mail, outbox, type SmtpSink, startSmtpSink, until } from "./mail";
import { newDataDir, type RunningServer, startServer } from "./server";
import { postSignUp, signUpForm } from "./signUp";

describe.each(["outbox", "SMTP"] as const)("accounts (mail through %s)", (via) => {
  const dataDir = newDataDir();
  let server: RunningServer;
  let sink: SmtpSink | undefined;

  // Each test is a client of its own (behind the trusted proxy): the per-client throttling of
  // log-in and sign-up counts each apart, as it would for people.
  let client = "";
  beforeEach(({ task }) => {
    client = `198.51.100.${(task.name.length * 7 + task.id.length) % 250}`;
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/auth${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: server.url,
        "x-forwarded-for": client,
        ...headers,
      },
      body: JSON.stringify(body),
      redirect: "manual",
    });
  const mails = () => sink?.mails ?? outbox(dataDir);
  const mailsTo = (email: string) => mails().filter((mail) => mail.to.includes(email));
  const mailTo = (email: string, count = 1): Promise<Mail> =>
    until(() => {
      const mails = mailsTo(email);
      return mails.length >= count ? mails[count - 1] : undefined;
    });
  const verifyLinkIn = (mail: Mail) =>
    mail.text.match(/https?:\/\/\S+\/verify-email\?token=[\w.-]+/)?.[0] ?? "";
  const codeIn = (mail: Mail) => mail.text.match(/^\s*(\d{6})\s*$/m)?.[1] ?? "";
  // The site's sign-up (both steps at once); better-auth's own endpoint is not offered.
  const signUp = (email: string, locale: "en" | "ar" = "en", password = "Secret123!") =>
    postSignUp(
      server.url,
      signUpForm(email, { locale, password, confirmPassword: password, fullName: "Sara Qahtani" }),
      { "x-forwarded-for": client },
    );
  const signIn = (email: string, password = "Secret123!") =>
    post("/sign-in/email", { email, password });
  const verify = async (mail: Mail) => {
    const token = new URL(verifyLinkIn(mail)).searchParams.get("token") ?? "";
    return fetch(`${server.url}/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
      redirect: "manual",
    });
  };

  beforeAll(async () => {
    sink = via === "SMTP" ? await startSmtpSink() : undefined;
    server = await startServer({
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: "1000",
      TRUST_PROXY: "1",
      ...(sink ? { SMTP_URL: sink.url } : {}),
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  it("sign-up mails a verification link to the landing page, in English", async () => {
    const response = await signUp("reader@example.com");
    expect(response.status).toBe(200);
    const mail = await mailTo("reader@example.com");
    expect(mail.subject).toBe("Activate your Rawafed Group account");
    expect(verifyLinkIn(mail)).toMatch(new RegExp(`^${server.url}/en/verify-email\\?token=`));
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    // One way or the other, never both.
    expect(outbox(dataDir).length > 0).toBe(via === "outbox");
  });

  it("writes an Arabic person's mail in Arabic, right to left", async () => {
    await signUp("arabic@example.com", "ar");
    const mail = await mailTo("arabic@example.com");
    expect(mail.subject).toBe("فعّل حسابك في مجموعة روافد");
    expect(verifyLinkIn(mail)).toMatch(/\/ar\/verify-email\?token=/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("a sign-up with a known address answers as a new one, and tells the owner instead", async () => {
    const fresh = await signUp("first-timer@example.com");
    const again = await signUp("reader@example.com");
    expect([fresh.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual(await fresh.json());
    const notice = await mailTo("reader@example.com", 2);
    expect(notice.subject).toBe("Someone tried to create an account with your address");
  });

  it("offers no sign-up but the site's own (which asks for the consent and checks the photo)", async () => {
    const raw = await post("/sign-up/email", {
      name: "Sara Qahtani",
      email: "raw@example.com",
      password: "Secret123!",
    });
    expect(raw.status).toBe(404);
    expect(mailsTo("raw@example.com")).toHaveLength(0);
  });

  it("checks what it is sent with the forms' own rules: 422 naming each field", async () => {
    const response = await postSignUp(
      server.url,
      signUpForm("not-an-address", {
        fullName: "R2D2",
        password: "password",
        confirmPassword: "password",
        locale: "fr",
      }),
      { "x-forwarded-for": client },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      fieldErrors: {
        fullName: "validation.alphaSpaces",
        email: "validation.email",
        password: "validation.password",
      },
    });
    expect(mailsTo("not-an-address")).toHaveLength(0);
    const nul = await post("/sign-in/email", { email: "a\u0000b@example.com", password: "x" });
    expect(nul.status).toBe(422);
  });

  it("refuses log-in before verification, and sends a new link", async () => {
    await signUp("early@example.com");
    await mailTo("early@example.com");
    const response = await signIn("early@example.com");
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    await mailTo("early@example.com", 2);
  });

  it("the link activates the account; log-in then opens a session in an HttpOnly, Lax cookie", async () => {
    await signUp("active@example.com");
    const opened = await verify(await mailTo("active@example.com"));
    expect(opened.status).toBeLessThan(400);
    const response = await signIn("active@example.com");
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await fetch(`${server.url}/api/auth/get-session`, {
      headers: { cookie: cookie?.split(";")[0] ?? "" },
    });
    expect(await session.json()).toMatchObject({
      user: { email: "active@example.com", role: "reader", emailVerified: true },
    });
  });

  it("a wrong password and an unknown address get the same answer", async () => {
    const wrong = await signIn("active@example.com", "Wrong123!");
    const unknown = await signIn("nobody@example.com", "Wrong123!");
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("resets the password with the 6-digit code mailed; the code works once", async () => {
    await signUp("reset@example.com");
    await verify(await mailTo("reset@example.com"));
    const asked = await post("/email-otp/request-password-reset", { email: "reset@example.com" });
    expect(asked.status).toBe(200);
    const mail = await mailTo("reset@example.com", 2);
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`Your password reset code: ${code}`);
    // Typed on an Arabic keyboard: Arabic-Indic digits are the same code.
    const arabicDigits = code.replace(/[0-9]/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)] ?? digit);
    const weak = await post("/email-otp/reset-password", {
      email: "reset@example.com",
      otp: arabicDigits,
      password: "weak",
    });
    expect(weak.status).toBe(422);
    expect(await weak.json()).toMatchObject({ fieldErrors: { password: "validation.password" } });
    const reset = await post("/email-otp/reset-password", {
      email: "reset@example.com",
      otp: arabicDigits,
      password: "Newer456!",
    });
    expect(reset.status).toBe(200);
    expect((await signIn("reset@example.com")).status).toBe(401);
    expect((await signIn("reset@example.com", "Newer456!")).status).toBe(200);
    const again = await post("/email-otp/reset-password", {
      email: "reset@example.com",
      otp: code,
      password: "Third789!",
    });
    expect(again.status).toBe(400);
  });

  it("a code takes at most 5 tries, then even the right one is refused", async () => {
    await signUp("tries@example.com");
    await verify(await mailTo("tries@example.com"));
    await post("/email-otp/request-password-reset", { email: "tries@example.com" });
    const code = codeIn(await mailTo("tries@example.com", 2));
    const wrongCode = code === "000000" ? "111111" : "000000";
    // From five clients: the code's own count holds whoever tries.
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post(
        "/email-otp/reset-password",
        { email: "tries@example.com", otp: wrongCode, password: "Newer456!" },
        { "x-forwarded-for": `203.0.113.${attempt + 1}` },
      );
      expect(response.status).toBe(400);
    }
    const right = await post(
      "/email-otp/reset-password",
      { email: "tries@example.com", otp: code, password: "Newer456!" },
      { "x-forwarded-for": "203.0.113.9" },
    );
    expect(right.status).toBe(403);
    expect((await signIn("tries@example.com", "Newer456!")).status).toBe(401);
  });

  it("asking a code for an unknown address answers as for a known one, and mails nothing", async () => {
    const known = await post("/email-otp/request-password-reset", { email: "active@example.com" });
    const unknown = await post("/email-otp/request-password-reset", {
      email: "ghost@example.com",
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await mailTo("active@example.com", 2);
    expect(mailsTo("ghost@example.com")).toHaveLength(0);
  });
});
