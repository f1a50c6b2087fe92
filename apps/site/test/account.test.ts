// The account API the account pages call (/api/account/*), over HTTP against the production
// build: sign-up with a photo (checked by its bytes, stored without its metadata), the log-in
// throttled per address, the profile, the settings, the change of password, the deletion, and the
// stored photos as they are served.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_LIMITS } from "../src/server/accounts/limits";
import { postAnsweredEarly } from "./forms";
import { type Mail, outbox, until } from "./mail";
import { newDataDir, type RunningServer, startServer } from "./server";
import { SIGN_UP_PASSWORD, signUpForm } from "./signUp";

const PASSWORD = SIGN_UP_PASSWORD;

describe("account API", () => {
  const dataDir = newDataDir();
  const photosDir = join(dataDir, "uploads", "photos");
  const photos = () => (existsSync(photosDir) ? readdirSync(photosDir).sort() : []);
  let server: RunningServer;

  // Each test is a client of its own behind the trusted proxy (the per-client limits count apart).
  let client = "";
  beforeEach(({ task }) => {
    client = `198.51.100.${(task.name.length * 11 + task.id.length) % 250}`;
  });
  const headers = (extra: Record<string, string> = {}) => ({
    origin: server.url,
    "x-forwarded-for": client,
    ...extra,
  });
  const postJson = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: headers({ "content-type": "application/json", ...extra }),
      body: JSON.stringify(body),
      redirect: "manual",
    });
  const postForm = (path: string, form: FormData, extra: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { method: "POST", headers: headers(extra), body: form });

  const mailsTo = (email: string) => outbox(dataDir).filter((mail) => mail.to.includes(email));
  const mailTo = (email: string, count = 1): Promise<Mail> =>
    until(() => {
      const mails = mailsTo(email);
      return mails.length >= count ? mails[count - 1] : undefined;
    });
  const linkIn = (mail: Mail) =>
    mail.text.match(/https?:\/\/\S+\/verify-email\?token=[\w.-]+/)?.[0] ?? "";
  const openLink = (mail: Mail, cookie = "") => {
    const token = new URL(linkIn(mail)).searchParams.get("token") ?? "";
    return fetch(`${server.url}/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
      headers: cookie ? { cookie } : {},
      redirect: "manual",
    });
  };

  /** A JPEG straight from a phone: 1600 x 1200, with the place it was taken in its EXIF. */
  const phonePhoto = () =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#3a7bd5" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Phone 9" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "24/1 42/1 0/1" },
      })
      .toBuffer();
  const asFile = (bytes: Uint8Array | string, name: string, type: string) =>
    new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

  const signIn = (email: string, password = PASSWORD, from = client) =>
    postJson("/api/auth/sign-in/email", { email, password }, { "x-forwarded-for": from });
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.includes("session_token="))
      ?.split(";")[0] ?? "";
  const sessionOf = async (cookie: string) => {
    const response = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } });
    return (await response.json()) as { user: Record<string, unknown> } | null;
  };

  /** An active account, signed in: its session cookie. */
  const activeAccount = async (email: string, photo?: File): Promise<string> => {
    const form = signUpForm(email, photo ? { photo } : {});
    expect((await postForm("/api/account/sign-up", form)).status).toBe(200);
    await openLink(await mailTo(email));
    const signedIn = await signIn(email);
    expect(signedIn.status).toBe(200);
    return cookieOf(signedIn);
  };

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: "1000", TRUST_PROXY: "1" });
  }, 60_000);
  afterAll(() => server?.stop());

  it("signs up with a photo: stored as a small WebP without its metadata, and served", async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const cookie = await activeAccount(
      "photo@example.com",
      asFile(original, "me.jpg", "image/jpeg"),
    );

    const session = await sessionOf(cookie);
    const image = String(session?.user.image);
    expect(image).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(photos()).toContain(image);
    const served = await fetch(`${server.url}/files/photos/${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toContain("immutable");
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 512, height: 384 });
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
  });

  it("signs up without a photo; the verification mail is in the page's language", async () => {
    const response = await postForm(
      "/api/account/sign-up",
      signUpForm("plain@example.com", { locale: "ar" }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const mail = await mailTo("plain@example.com");
    expect(mail.subject).toBe("فعّل حسابك في مجموعة روافد");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a text file named .png, and checks every field with the forms' rules", async () => {
    const before = photos();
    const fake = await postForm(
      "/api/account/sign-up",
      signUpForm("fake@example.com", {
        photo: asFile("not a picture at all", "me.png", "image/png"),
      }),
    );
    expect(fake.status).toBe(422);
    expect(await fake.json()).toMatchObject({ fieldErrors: { photo: "validation.image" } });

    const wrong = await postForm(
      "/api/account/sign-up",
      signUpForm("not-an-address", {
        fullName: "R2D2",
        confirmPassword: "Other123!",
        consent: "false",
        locale: "fr",
        photo: asFile("<svg/>", "me.svg", "image/svg+xml"),
      }),
    );
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).fieldErrors).toEqual({
      fullName: "validation.alphaSpaces",
      email: "validation.email",
      confirmPassword: "validation.confirmed",
      consent: "validation.accepted",
      locale: "validation.fieldInvalid",
      photo: "validation.image",
    });
    // Just over 5 MB: refused on the field; far over: cut off while it streams in.
    const jpeg = await phonePhoto();
    const justOver = new Uint8Array(5 * 1024 * 1024 + 10);
    justOver.set(jpeg);
    const over = await postForm(
      "/api/account/sign-up",
      signUpForm("big@example.com", { photo: asFile(justOver, "big.jpg", "image/jpeg") }),
    );
    expect(over.status).toBe(422);
    expect((await over.json()).fieldErrors).toEqual({ photo: "validation.fileTooLarge" });
    const huge = new Uint8Array(8 * 1024 * 1024);
    huge.set(jpeg);
    const cutOff = await postAnsweredEarly(
      `${server.url}/api/account/sign-up`,
      signUpForm("huge@example.com", { photo: asFile(huge, "huge.jpg", "image/jpeg") }),
    );
    expect(cutOff.status).toBe(413);
    expect(cutOff.json()).toMatchObject({ fieldErrors: { photo: "validation.fileTooLarge" } });

    expect(photos()).toEqual(before);
    expect(mailsTo("fake@example.com")).toHaveLength(0);
    expect(mailsTo("big@example.com")).toHaveLength(0);
  });

  it("answers a known address exactly as a new one, and stores no photo for it", async () => {
    const picture = await phonePhoto();
    const fresh = await postForm(
      "/api/account/sign-up",
      signUpForm("twice@example.com", { photo: asFile(picture, "a.jpg", "image/jpeg") }),
    );
    const stored = photos();
    const again = await postForm(
      "/api/account/sign-up",
      signUpForm("twice@example.com", { photo: asFile(picture, "a.jpg", "image/jpeg") }),
    );
    expect([fresh.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual(await fresh.json());
    expect(photos()).toEqual(stored);
    const notice = await mailTo("twice@example.com", 2);
    expect(notice.subject).toBe("Someone tried to create an account with your address");
  });

  it("refuses another site's post, and a client sending too many sign-ups waits", async () => {
    const cross = await postForm("/api/account/sign-up", signUpForm("x@example.com"), {
      origin: "https://evil.example",
    });
    expect(cross.status).toBe(403);
    // Counted in fixed minutes: a run that crosses into the next one still meets the limit.
    const { perAddress, perAccount } = ACCOUNT_LIMITS.signUp;
    const statuses: number[] = [];
    for (let i = 0; i <= 2 * perAddress && statuses.at(-1) !== 429; i++) {
      const response = await postForm("/api/account/sign-up", signUpForm("bad"), {
        "x-forwarded-for": "192.0.2.50",
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect((await response.json()).fieldErrors).toEqual({
          _form: "validation.tooManyRequests",
        });
      }
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 422).length).toBeGreaterThanOrEqual(perAddress);
    // One mailbox from one client: a few a minute, whatever else that address sends.
    const same: number[] = [];
    for (let i = 0; i <= 2 * perAccount && same.at(-1) !== 429; i++) {
      const form = signUpForm("same-box@example.com");
      same.push(
        (await postForm("/api/account/sign-up", form, { "x-forwarded-for": "192.0.2.51" })).status,
      );
    }
    expect(same.at(-1)).toBe(429);
    expect(same.filter((status) => status === 200).length).toBeGreaterThanOrEqual(perAccount);
  });

  describe("log-in throttled per address", () => {
    // Each try from another client: the per-client limits never come first.
    let from = 0;
    const elsewhere = () => `203.0.113.${++from}`;
    const fail = (email: string) => signIn(email, "Wrong123!", elsewhere());

    it("locks an address after 5 wrong passwords, a known one as an unknown one", async () => {
      await activeAccount("locked@example.com");
      for (const email of ["locked@example.com", "nobody-here@example.com"]) {
        for (let attempt = 0; attempt < 5; attempt++) {
          expect((await fail(email)).status).toBe(401);
        }
      }
      const known = await signIn("locked@example.com", PASSWORD, elsewhere());
      const unknown = await fail("nobody-here@example.com");
      for (const response of [known, unknown]) {
        expect(response.status).toBe(429);
        const wait = Number(response.headers.get("retry-after"));
        expect(wait).toBeGreaterThan(800);
        expect(wait).toBeLessThanOrEqual(900);
      }
      const [a, b] = [await known.json(), await unknown.json()];
      expect(a).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
      expect({ ...a, retryAfter: 0 }).toEqual({ ...b, retryAfter: 0 });
      // Other addresses are not affected.
      const other = await signIn("someone-else@example.com", "Wrong123!", elsewhere());
      expect(other.status).toBe(401);
    });

    it("a right password clears the count", async () => {
      await activeAccount("cleared@example.com");
      for (let attempt = 0; attempt < 4; attempt++) {
        expect((await fail("cleared@example.com")).status).toBe(401);
      }
      expect((await signIn("cleared@example.com", PASSWORD, elsewhere())).status).toBe(200);
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await fail("cleared@example.com")).status).toBe(401);
      }
      expect((await fail("cleared@example.com")).status).toBe(429);
    });

    it("the per-client limit answers with Retry-After too", async () => {
      // One client, one account: its limit a minute (the right password: no lock comes first).
      await activeAccount("repeated@example.com");
      const max = ACCOUNT_LIMITS.signIn.perAccount;
      let last: Response | undefined;
      for (let attempt = 0; attempt <= 2 * max && last?.status !== 429; attempt++) {
        last = await signIn("repeated@example.com", PASSWORD, "192.0.2.77");
      }
      expect(last?.status).toBe(429);
      expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });

  it("every account endpoint needs a session: 401", async () => {
    const form = new FormData();
    form.set("fullName", "Someone");
    const answers = [
      await postForm("/api/account/profile", form),
      await postJson("/api/account/settings", { mailLocale: "ar" }),
      await postJson("/api/account/password", {}),
      await postJson("/api/account/delete", { password: PASSWORD }),
    ];
    for (const response of answers) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: "UNAUTHORIZED" });
    }
  });

  it("updates the name and the photo; a new photo replaces the old file", async () => {
    const cookie = await activeAccount("profile@example.com");
    const update = (fields: Record<string, string | File>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      return postForm("/api/account/profile", form, { cookie });
    };
    const first = await update({
      fullName: "Noura Al Saleh",
      email: "profile@example.com",
      photo: asFile(await phonePhoto(), "me.jpg", "image/jpeg"),
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, emailChangePending: false });
    const before = (await sessionOf(cookie))?.user;
    expect(before).toMatchObject({ name: "Noura Al Saleh", email: "profile@example.com" });
    const oldPhoto = String(before?.image);
    expect(photos()).toContain(oldPhoto);

    const png = await sharp({
      create: { width: 300, height: 300, channels: 4, background: "#ff000080" },
    })
      .png()
      .toBuffer();
    const second = await update({
      fullName: "Noura Al Saleh",
      email: "profile@example.com",
      photo: asFile(png, "new.png", "image/png"),
    });
    expect(second.status).toBe(200);
    const newPhoto = String((await sessionOf(cookie))?.user.image);
    expect(newPhoto).not.toBe(oldPhoto);
    expect(photos()).toContain(newPhoto);
    expect(photos()).not.toContain(oldPhoto);
    expect((await fetch(`${server.url}/files/photos/${oldPhoto}`)).status).toBe(404);

    const invalid = await update({
      fullName: "",
      email: "nope",
      photo: asFile("x", "a.gif", "image/gif"),
    });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).fieldErrors).toMatchObject({
      fullName: "validation.required",
      email: "validation.email",
    });
  });

  it("a new address is pending until the link sent to it is opened", async () => {
    const cookie = await activeAccount("old-address@example.com");
    const form = new FormData();
    form.set("fullName", "Noura Saleh");
    form.set("email", "New-Address@example.com");
    const response = await postForm("/api/account/profile", form, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, emailChangePending: true });
    expect((await sessionOf(cookie))?.user.email).toBe("old-address@example.com");

    const mail = await mailTo("new-address@example.com");
    expect(mail.subject).toBe("Confirm your new email address");
    // The address that still holds the account is told, with the way to take it back.
    const notice = await mailTo("old-address@example.com", 2);
    expect(notice.subject).toBe("A new email address was requested for your account");
    expect(notice.text).toMatch(/\/en\/forgot-password/);
    expect((await openLink(mail, cookie)).status).toBeLessThan(400);
    expect((await sessionOf(cookie))?.user.email).toBe("new-address@example.com");
    expect((await signIn("new-address@example.com")).status).toBe(200);

    // An address that has an account already: the same answer, and nothing is sent to it.
    const taken = new FormData();
    taken.set("fullName", "Noura Saleh");
    taken.set("email", "profile@example.com");
    const known = await postForm("/api/account/profile", taken, { cookie });
    expect(await known.json()).toEqual({ ok: true, emailChangePending: true });
  });

  it("settings: the language of the person's e-mails", async () => {
    const cookie = await activeAccount("settings@example.com");
    const wrong = await postJson("/api/account/settings", { mailLocale: "fr" }, { cookie });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).fieldErrors).toEqual({ mailLocale: "validation.fieldInvalid" });
    const saved = await postJson("/api/account/settings", { mailLocale: "ar" }, { cookie });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ok: true });
    expect((await sessionOf(cookie))?.user.locale).toBe("ar");
  });

  it("changes the password: other sessions end, this browser gets a new one, a mail is sent", async () => {
    const cookie = await activeAccount("changer@example.com");
    const other = cookieOf(await signIn("changer@example.com"));
    expect(await sessionOf(other)).not.toBeNull();
    await postJson("/api/account/settings", { mailLocale: "ar" }, { cookie });

    const wrong = await postJson(
      "/api/account/password",
      { currentPassword: "Wrong123!", newPassword: "Newer456!", confirmNewPassword: "Newer456!" },
      { cookie },
    );
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).fieldErrors).toEqual({
      currentPassword: "validation.currentPassword",
    });
    const weak = await postJson(
      "/api/account/password",
      { currentPassword: PASSWORD, newPassword: "weak", confirmNewPassword: "other" },
      { cookie },
    );
    expect((await weak.json()).fieldErrors).toEqual({
      newPassword: "validation.password",
      confirmNewPassword: "validation.confirmed",
    });

    const changed = await postJson(
      "/api/account/password",
      { currentPassword: PASSWORD, newPassword: "Newer456!", confirmNewPassword: "Newer456!" },
      { cookie },
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ ok: true });
    const sessionCookies = changed.headers
      .getSetCookie()
      .filter((c) => c.includes("session_token="));
    expect(sessionCookies).toHaveLength(1);
    const fresh = cookieOf(changed);
    expect(fresh).not.toBe("");
    expect(fresh).not.toBe(cookie);
    expect(await sessionOf(fresh)).toMatchObject({ user: { email: "changer@example.com" } });
    expect(await sessionOf(other)).toBeNull();
    expect(await sessionOf(cookie)).toBeNull();
    expect((await signIn("changer@example.com")).status).toBe(401);
    expect((await signIn("changer@example.com", "Newer456!")).status).toBe(200);
    const mail = await mailTo("changer@example.com", 2);
    expect(mail.subject).toBe("تم تغيير كلمة المرور");
  });

  it("a reset by code sends the 'password changed' mail too", async () => {
    await activeAccount("reset-notice@example.com");
    await postJson("/api/auth/email-otp/request-password-reset", {
      email: "reset-notice@example.com",
    });
    const code = (await mailTo("reset-notice@example.com", 2)).text.match(/^\s*(\d{6})\s*$/m)?.[1];
    const reset = await postJson("/api/auth/email-otp/reset-password", {
      email: "reset-notice@example.com",
      otp: code,
      password: "Newer456!",
    });
    expect(reset.status).toBe(200);
    const mail = await mailTo("reset-notice@example.com", 3);
    expect(mail.subject).toBe("Your password was changed");
  });

  it("deletes the account with its password: user, sessions and photo go; the mail stays", async () => {
    const cookie = await activeAccount(
      "leaving@example.com",
      asFile(await phonePhoto(), "me.jpg", "image/jpeg"),
    );
    const photo = String((await sessionOf(cookie))?.user.image);
    expect(photos()).toContain(photo);

    const wrong = await postJson("/api/account/delete", { password: "Wrong123!" }, { cookie });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).fieldErrors).toEqual({ password: "validation.currentPassword" });
    expect(await sessionOf(cookie)).not.toBeNull();

    const deleted = await postJson("/api/account/delete", { password: PASSWORD }, { cookie });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ ok: true });
    const cleared = deleted.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(await sessionOf(cookie)).toBeNull();
    expect(photos()).not.toContain(photo);
    expect((await fetch(`${server.url}/files/photos/${photo}`)).status).toBe(404);
    expect((await signIn("leaving@example.com")).status).toBe(401);
    const mail = await mailTo("leaving@example.com", 2);
    expect(mail.subject).toBe("Your account was deleted");
    // The address is free again: a new sign-up gets a verification link, not "you have one".
    await postForm("/api/account/sign-up", signUpForm("leaving@example.com"));
    expect((await mailTo("leaving@example.com", 3)).subject).toBe(
      "Activate your Rawafed Group account",
    );
  });

  it("serves photos only: anything else, or a path out of the folder, is 404", async () => {
    for (const path of [
      "/files/photos/0123456789abcdef0123456789abcdef.webp",
      "/files/photos/..%2f..%2fauth-secret",
      "/files/photos/%2e%2e%2fdb",
      "/files/photos/..%252f..%252fauth-secret",
      "/files/photos/auth-secret",
      "/files/photos/",
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("-----");
    }
  });
});
