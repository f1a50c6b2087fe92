import { describe, expect, it } from "vitest";
import { confirmationMail } from "./mails";
import { hashToken, isToken, newToken } from "./tokens";

const pending = (locale: "en" | "ar") => ({
  email: "reader@example.com",
  locale,
  confirmToken: "confirm-token-0123456789",
  unsubscribeToken: "unsub-token-0123456789",
});

describe("the confirmation mail", () => {
  it("is written in English for an English subscriber, with absolute links", async () => {
    const mail = await confirmationMail(pending("en"), "https://rawafed.example");
    expect(mail.to).toBe("reader@example.com");
    expect(mail.subject).toBe("Confirm your subscription to the Rawafed Group newsletter");
    expect(mail.link).toBe(
      "https://rawafed.example/en/newsletter/confirm?token=confirm-token-0123456789",
    );
    expect(mail.unsubscribeUrl).toBe(
      "https://rawafed.example/api/newsletter/unsubscribe?token=unsub-token-0123456789",
    );
    expect(mail.text).toContain(mail.link);
    expect(mail.text).toContain("reader@example.com");
    expect(mail.text).toContain(
      "To unsubscribe: https://rawafed.example/en/newsletter/unsubscribe?token=unsub-token-0123456789",
    );
    expect(mail.text).toContain("expires in 48 hours");
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain(`href="${mail.link}"`);
  });

  it("is written in Arabic, right to left, for an Arabic subscriber", async () => {
    const mail = await confirmationMail(pending("ar"), "https://rawafed.example");
    expect(mail.subject).toBe("أكِّد اشتراكك في النشرة الإخبارية لمجموعة روافد");
    expect(mail.link).toBe(
      "https://rawafed.example/ar/newsletter/confirm?token=confirm-token-0123456789",
    );
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain("تأكيد اشتراكي");
    expect(mail.text).toContain("مجموعة روافد");
    // Latin digits in Arabic copy too (CONTRACT: Locales).
    expect(mail.text).toContain("48 ساعة");
  });
});

describe("tokens", () => {
  it("are long, URL-safe and stored only as a hash", () => {
    const token = newToken();
    expect(isToken(token)).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).not.toBe(token);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(isToken("short")).toBe(false);
    expect(isToken("has space in it 0123456789")).toBe(false);
    expect(isToken(undefined)).toBe(false);
  });
});
