import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { outbox } from "../test/mail";
import { allowRefusal, expect, hydrated, test } from "./fixtures";
import { siteDataDir } from "./siteData";

// The e2e server runs without SMTP_URL: its mails land in its data directory's outbox.
const dataDir = siteDataDir();
const password = "Abcde123!";

// Each test is a client of its own for the per-client limits (the e2e server trusts its proxy).
test.beforeEach(async ({ page }) => {
  const part = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${part()}.${part()}.${part()}` });
});

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The text of the newest mail to `email` whose subject matches, once it is written. */
async function mailTo(email: string, subject: RegExp): Promise<string> {
  let text = "";
  await expect
    .poll(() => {
      const mail = outbox(dataDir)
        .filter((one) => one.to.includes(email) && subject.test(one.subject))
        .at(-1);
      text = mail?.text ?? "";
      return Boolean(mail);
    })
    .toBe(true);
  return text;
}

const verificationLink = (text: string) =>
  text.match(/https?:\/\/\S+\/verify-email\?token=[\w.-]+/)?.[0] ?? "";

async function seriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Signs up through the two steps of the page, in English, and activates the account. */
async function activeAccount(page: Page, email: string) {
  await signUp(page, email);
  await page.goto(verificationLink(await mailTo(email, /^Activate/)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account is active");
}

/** The sign-up page's words in each language. */
const signUpWords = {
  en: {
    name: "Noura Otaibi",
    fullName: /^Full name/,
    email: /^Email/,
    password: /^Password/,
    confirm: /^Confirm password/,
    next: "Next",
    female: "Female",
    birth: /^Date of birth/,
    nationality: /^Nationality/,
    saudi: "Saudi",
    submit: "Create account",
    sent: "We have sent you a verification email",
  },
  ar: {
    name: "نورة العتيبي",
    fullName: /^الاسم الكامل/,
    email: /^البريد الإلكتروني/,
    password: /^كلمة المرور/,
    confirm: /^تأكيد كلمة المرور/,
    next: "التالي",
    female: "أنثى",
    birth: /^تاريخ الميلاد/,
    nationality: /^الجنسية/,
    saudi: "سعودي",
    submit: "إنشاء الحساب",
    sent: "أرسلنا",
  },
} as const;

/** Signs up through the two steps of the page. */
async function signUp(page: Page, email: string, locale: "en" | "ar" = "en") {
  const words = signUpWords[locale];
  await page.goto(`/${locale}/sign-up`);
  await hydrated(page);
  await page.getByRole("textbox", { name: words.fullName }).fill(words.name);
  await page.getByRole("textbox", { name: words.email }).fill(email);
  await page.getByLabel(words.password).first().fill(password);
  await page.getByLabel(words.confirm).fill(password);
  await page.getByRole("button", { name: words.next }).click();
  await page.getByRole("radio", { name: words.female }).check();
  await page.getByLabel(words.birth).fill("1995-04-12");
  await page.getByRole("combobox", { name: words.nationality }).fill(words.saudi);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: words.submit }).click();
  await expect(page.getByRole("status")).toContainText(words.sent);
}

async function logIn(page: Page, email: string, secret = password) {
  await page.getByRole("textbox", { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(secret);
  await page.getByRole("button", { name: "Log in" }).click();
}

test("a visitor signs up, activates the account from the e-mail and is logged in", async ({
  page,
}) => {
  const email = unique("signup");
  await signUp(page, email);
  expect(await seriousAxe(page)).toEqual([]);

  // Before the link is opened, log-in says the account is not active yet.
  allowRefusal(page, /\/api\/auth\/sign-in\/email$/);
  await page.goto("/en/login");
  await hydrated(page);
  await logIn(page, email);
  await expect(page.getByRole("alert")).toContainText("Your account is not active yet");
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "another verification link" }),
  ).toBeVisible();

  await page.goto(verificationLink(await mailTo(email, /^Activate/)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account is active");
  await page.getByRole("link", { name: "Go to my account" }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(page.getByRole("button", { name: "Account menu: Noura Otaibi" })).toBeVisible();

  // The link works once: opened again, it says the account is already active.
  await page.goto(verificationLink(await mailTo(email, /^Activate/)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your account is already active",
  );
});

test("a visitor who opens the account is sent to log in and comes back after", async ({ page }) => {
  const response = await page.goto("/en/account");
  expect(response?.url()).toMatch(/\/en\/login\?next=%2Fen%2Faccount$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in");
  expect(await seriousAxe(page)).toEqual([]);
});

test("a wrong password is refused with one message for any address", async ({ page }) => {
  allowRefusal(page, /\/api\/auth\/sign-in\/email$/);
  await page.goto("/en/login");
  await hydrated(page);
  await logIn(page, unique("nobody"), "Wrong123!");
  await expect(page.getByRole("alert")).toContainText(
    "The email address or password is not right.",
  );
});

test("an address given to forgot-password goes on to the code, whether or not it has an account", async ({
  page,
}) => {
  await page.goto("/ar/forgot-password");
  await hydrated(page);
  await page.getByRole("textbox", { name: /^البريد الإلكتروني/ }).fill(unique("nobody"));
  await page.getByRole("button").last().click();
  await expect(page).toHaveURL(/\/ar\/reset-code$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("أدخل رمز إعادة التعيين");
  expect(await seriousAxe(page)).toEqual([]);
});

test("the verification page says a link it does not know does not work", async ({ page }) => {
  const response = await page.goto("/ar/verify-email?token=abc.def.ghi");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("هذا الرابط لا يعمل");
});

test("a reader edits the profile, changes the password, logs out and in again, then deletes the account", async ({
  page,
}) => {
  // A dozen steps, four of them hashing a password with argon2id: more than the default 30 s on
  // a busy machine.
  test.slow();
  const email = unique("journey");
  await activeAccount(page, email);
  await page.goto("/en/account");
  await hydrated(page);
  // The header shows the person; their menu leads to the account's pages.
  const menuButton = page.getByRole("button", { name: "Account menu: Noura Otaibi" });
  await expect(menuButton).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);

  // The form starts from the account's details (in the server HTML too, before its code runs).
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
  await page.getByRole("textbox", { name: /^Full name/ }).fill("Noura Saad");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByText("Your personal information has been saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu: Noura Saad" })).toBeVisible();

  await page.goto("/en/account/settings");
  await hydrated(page);
  expect(await seriousAxe(page)).toEqual([]);
  // One page is the current one in the account's menu: this one.
  const menu = page.getByRole("main").getByRole("navigation", { name: "Account menu" });
  await expect(menu.locator('[aria-current="page"]')).toHaveText(["Settings"]);
  await page.getByLabel(/^Current password/).fill(password);
  await page.getByLabel(/^New password/).fill("Newpass123!");
  await page.getByLabel(/^Confirm password/).fill("Newpass123!");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();
  await mailTo(email, /^Your password was changed/);

  // Log out from the header, with its confirmation.
  await page.getByRole("button", { name: "Account menu: Noura Saad" }).click();
  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/en$/);
  const back = await page.goto("/en/account/settings");
  expect(back?.url()).toMatch(/\/en\/login\?next=%2Fen%2Faccount%2Fsettings$/);

  await hydrated(page);
  await logIn(page, email, "Newpass123!");
  await expect(page).toHaveURL(/\/en\/account\/settings$/);
  await hydrated(page);

  allowRefusal(page, /\/api\/account\/delete$/);
  await page
    .getByLabel(/^Password/)
    .last()
    .fill("Wrong123!");
  await page.getByRole("button", { name: "Delete account" }).last().click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(/The current password is not right/).first()).toBeVisible();
  await page
    .getByLabel(/^Password/)
    .last()
    .fill("Newpass123!");
  await page.getByRole("button", { name: "Delete account" }).last().click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await mailTo(email, /^Your account was deleted/);

  // The account is gone: its password opens nothing.
  allowRefusal(page, /\/api\/auth\/sign-in\/email$/);
  await page.goto("/en/login");
  await hydrated(page);
  await logIn(page, email, "Newpass123!");
  await expect(page.getByRole("alert")).toContainText(
    "The email address or password is not right.",
  );
});

test("a password is reset with the code from the e-mail, in Arabic, and the person is logged in", async ({
  page,
}) => {
  const email = unique("reset");
  await activeAccount(page, email);
  await page.getByRole("link", { name: "Go to my account" }).click();
  await hydrated(page);
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/en$/);

  allowRefusal(page, /\/api\/auth\/email-otp\/check-verification-otp$/);
  await page.goto("/ar/forgot-password");
  await hydrated(page);
  await page.getByRole("textbox", { name: /^البريد الإلكتروني/ }).fill(email);
  await page.getByRole("button").last().click();
  await expect(page).toHaveURL(/\/ar\/reset-code$/);
  const code = (await mailTo(email, /code|رمز/)).match(/\b\d{6}\b/)?.[0] ?? "";
  expect(code).toMatch(/^\d{6}$/);

  // The address changes before the page does: wait for the code's page itself.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("أدخل رمز إعادة التعيين");
  // A wrong code first (in Arabic-Indic digits), then the right one pasted.
  const cells = page.getByRole("textbox");
  const wrong = code === "000000" ? "111111" : "000000";
  await cells.first().focus();
  await page.keyboard.type(wrong.replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)] ?? d));
  await page.getByRole("button", { name: "تأكيد الرمز" }).click();
  await expect(page.getByRole("alert").first()).toContainText("الرمز غير صحيح");
  await cells.first().focus();
  await page.evaluate(async (value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
  await page.getByRole("button", { name: "تأكيد الرمز" }).click();
  await expect(page).toHaveURL(/\/ar\/new-password$/);

  await hydrated(page);
  await page.getByLabel(/^كلمة المرور الجديدة/).fill("Fresh123!");
  await page.getByLabel(/^تأكيد كلمة المرور/).fill("Fresh123!");
  await page.getByRole("button", { name: "حفظ" }).click();
  await expect(page).toHaveURL(/\/ar\/account$/);
  await expect(page.getByRole("button", { name: /Noura Otaibi/ })).toBeVisible();
});

/** The reset-code pages' words in each language. */
const resetWords = {
  en: {
    email: /^Email/,
    title: "Enter the reset code",
    confirm: "Confirm the code",
    wrong: "The code is not right",
  },
  ar: {
    email: /^البريد الإلكتروني/,
    title: "أدخل رمز إعادة التعيين",
    confirm: "تأكيد الرمز",
    wrong: "الرمز غير صحيح",
  },
} as const;

for (const locale of ["en", "ar"] as const) {
  test(`the right reset code inserted in one input event over a wrong one is taken as it is (${locale})`, async ({
    page,
  }) => {
    const words = resetWords[locale];
    const email = unique(`recode-${locale}`);
    await activeAccount(page, email);
    await page.context().clearCookies();

    allowRefusal(page, /\/api\/auth\/email-otp\/check-verification-otp$/);
    await page.goto(`/${locale}/forgot-password`);
    await hydrated(page);
    await page.getByRole("textbox", { name: words.email }).fill(email);
    await page.getByRole("button").last().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
    const code = (await mailTo(email, /code|رمز/)).match(/\b\d{6}\b/)?.[0] ?? "";
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code that keeps the right one's first digit: the first cell's old digit is then
    // also in the new text, where guessing the new digits by removing the old one went wrong.
    const wrong = code[0] + code.slice(1).replace(/\d/g, (d) => String((Number(d) + 1) % 10));
    const cells = page.getByRole("textbox");
    await cells.first().focus();
    await page.keyboard.type(wrong);
    await page.getByRole("button", { name: words.confirm }).click();
    await expect(page.getByRole("alert").first()).toContainText(words.wrong);

    // The right code arrives whole in the first cell, as a phone keyboard's clipboard suggestion
    // or a one-time-code autofill sends it: an input event, no paste event.
    await cells.first().focus();
    await page.keyboard.insertText(code);
    await expect
      .poll(() => cells.evaluateAll((all) => all.map((cell) => (cell as HTMLInputElement).value)))
      .toEqual([...code]);
    await page.getByRole("button", { name: words.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/new-password$`));
  });
}

test("an Arabic visitor signs up, gets the mail in Arabic and lands on an Arabic page", async ({
  page,
}) => {
  const email = unique("arabic");
  await signUp(page, email, "ar");
  expect(await seriousAxe(page)).toEqual([]);
  const link = verificationLink(await mailTo(email, /^فعّل حسابك/));
  expect(link).toMatch(/\/ar\/verify-email\?token=/);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تم تفعيل حسابك");
  expect(await seriousAxe(page)).toEqual([]);
  await page.getByRole("link", { name: "الذهاب إلى حسابي" }).click();
  await expect(page).toHaveURL(/\/ar\/account$/);
  await expect(page.getByRole("button", { name: /نورة العتيبي/ })).toBeVisible();
});

test("log-in is throttled per address: the sixth wrong password waits, with Retry-After", async ({
  page,
  request,
  baseURL,
}) => {
  const email = unique("locked");
  for (let attempt = 1; attempt <= 5; attempt++) {
    const response = await request.post("/api/auth/sign-in/email", {
      data: { email, password: "Wrong123!" },
      headers: { Origin: baseURL ?? "", "X-Forwarded-For": `10.9.9.${attempt}` },
    });
    expect(response.status()).toBe(401);
  }
  allowRefusal(page, /\/api\/auth\/sign-in\/email$/);
  await page.goto("/en/login");
  await hydrated(page);
  const answered = page.waitForResponse("**/api/auth/sign-in/email");
  await logIn(page, email, "Wrong123!");
  const response = await answered;
  expect(response.status()).toBe(429);
  expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
  await expect(page.getByRole("alert")).toContainText("Too many requests");
});
