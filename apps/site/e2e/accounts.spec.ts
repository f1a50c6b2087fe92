import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { outbox } from "../test/mail";
import { allowRefusal, expect, hydrated, test } from "./fixtures";

// The e2e server runs without SMTP_URL and DATA_DIR: its mails land in apps/site/.data/outbox.
const dataDir = join(import.meta.dirname, "..", ".data");
const password = "Abcde123!";

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

/** Signs up through the two steps of the page, in English. */
async function signUp(page: Page, email: string) {
  await page.goto("/en/sign-up");
  await hydrated(page);
  await page.getByRole("textbox", { name: /^Full name/ }).fill("Noura Otaibi");
  await page.getByRole("textbox", { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: "Female" }).check();
  await page.getByLabel(/^Date of birth/).fill("1995-04-12");
  await page.getByRole("combobox", { name: /^Nationality/ }).fill("Saudi");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status")).toContainText("We have sent you a verification email");
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
  await expect(page.getByText("Signed in as Noura Otaibi")).toBeVisible();

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
