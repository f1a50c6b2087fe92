import { type Name, pattern } from "./driver";
import type { Locale } from "./matrix";

/** What a visitor reads in each language: the names the checks look for. */
const en = {
  contactUs: "Contact us",
  social: "Rawafed Group on social media",
  backToTop: "Back to top",
  openMenu: "Open menu",
  menu: "Menu",
  siteNavigation: "Site navigation",
  languageSwitch: "العربية",
  name: pattern(/^Name/),
  email: pattern(/^Email/),
  message: pattern(/^Message/),
  send: "Send",
  required: "This field is required.",
  problem: "There is a problem",
  received: pattern(/We have received your message/),
} satisfies Record<string, Name>;

export const copy: Record<Locale, Record<keyof typeof en, Name>> = {
  en,
  ar: {
    contactUs: "تواصل معنا",
    social: "مجموعة روافد على منصات التواصل الاجتماعي",
    backToTop: "العودة إلى أعلى الصفحة",
    openMenu: "فتح القائمة",
    menu: "القائمة",
    siteNavigation: "التنقل في الموقع",
    languageSwitch: "English",
    name: pattern(/^الاسم/),
    email: pattern(/^البريد الإلكتروني/),
    message: pattern(/^الرسالة/),
    send: "أرسل",
    required: "هذا الحقل مطلوب.",
    problem: "توجد مشكلة",
    received: pattern(/استلمنا رسالتك/),
  },
};

/** A name that is plain text (messages compared with `toContain`). */
export const text = (name: Name): string => {
  if (typeof name !== "string") throw new Error(`Not plain text: ${JSON.stringify(name)}`);
  return name;
};
