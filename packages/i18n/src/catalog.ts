import type { Locale } from "./locales";
import type en from "./messages/en/index";

/** Every message id. A missing or misspelt id is a type error wherever a component asks for one. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

const loaded = new Map<Locale, Messages>();

/** Loads one locale's catalog; each locale is its own chunk, so a page ships only its language. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const module =
    locale === "ar" ? await import("./messages/ar/index") : await import("./messages/en/index");
  const messages = module.default as Messages;
  loaded.set(locale, messages);
  return messages;
}

/** A catalog already at hand (loaded, or handed over by the server's page), read synchronously. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

/** Hands over a catalog that arrived another way (embedded in the page by the server). */
export function provideMessages(locale: Locale, messages: Messages): void {
  loaded.set(locale, messages);
}
