import {
  isLocale,
  type Locale,
  loadedMessages,
  type Messages,
  provideMessages,
} from "@rawafed/i18n";

// The page's catalog travels in its HTML as a JSON data block, not inside the router's dehydrated
// state: serialising it there on every server render was most of a page's rendering time, and a
// JSON block is parsed faster than the same data as script. Client navigations load the catalog
// chunk of a new language instead.
const ELEMENT_ID = "page-messages";
const serialized = new Map<Locale, string>();

/** The catalog of `locale` as JSON for the page (`<` escaped, so no text can close the block). */
export function EmbeddedMessages({ locale, messages }: { locale: Locale; messages: Messages }) {
  let text = serialized.get(locale);
  if (text === undefined) {
    text = JSON.stringify(messages).replace(/</g, "\\u003c");
    serialized.set(locale, text);
  }
  return (
    <script
      type="application/json"
      id={ELEMENT_ID}
      data-locale={locale}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON data, never executed
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}

/** In the browser, before hydration: takes over the catalog the server embedded in the page. */
export function adoptEmbeddedMessages(): void {
  const element = document.getElementById(ELEMENT_ID);
  const locale = element?.dataset.locale;
  if (!element || !isLocale(locale) || loadedMessages(locale)) return;
  provideMessages(locale, JSON.parse(element.textContent ?? "{}") as Messages);
}

/** The catalog of a locale the page has; the root route loads it before anything renders. */
export function messagesOf(locale: Locale): Messages {
  const messages = loadedMessages(locale);
  if (!messages) throw new Error(`the ${locale} catalog was not loaded before rendering`);
  return messages;
}
