import type { Locale } from "./locales";
import type en from "./messages/en/index";

/** Every message id. A missing or misspelt id is a type error wherever a component asks for one. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

/** Loads one locale's catalog; each locale is its own chunk, so a page ships only its language. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const module =
    locale === "ar" ? await import("./messages/ar/index") : await import("./messages/en/index");
  return module.default as Messages;
}
