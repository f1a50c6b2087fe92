import {
  isLocale,
  type Locale,
  loadAreas,
  loadedMessages,
  loadMessages,
  type MessageArea,
  type Messages,
  provideMessages,
} from "@rawafed/i18n";

// A page carries the messages it was drawn with, and only those: the server notes each message a
// render formats and fills this block once the page is whole (`server/delivery/pageMessages.ts`).
// They travel as a JSON data block, not inside the router's dehydrated state: serialising them
// there was most of a render's time, and a JSON block parses faster than the same data as script.
// The browser loads the catalog areas the page draws from before it hydrates, and those of the next
// page before a client-side navigation renders it; a message still missing loads on first use.
export const PAGE_MESSAGES_ID = "page-messages";

/** The block the server fills with the page's messages. */
export function EmbeddedMessages({ locale }: { locale: Locale }) {
  return (
    <script
      type="application/json"
      id={PAGE_MESSAGES_ID}
      data-locale={locale}
      // Filled after the render, so the browser's (empty) render of it never matches.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's escaped JSON data, never executed
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}

/**
 * In the browser, before hydration: takes over the messages the server embedded in the page, and
 * loads the catalog areas the page draws from (cached by the browser after the first page). What
 * a page draws only in the browser (a form's errors, a list filtered as one types, a console's
 * answers) is then at hand: a message formatted into a component's state or memo would otherwise
 * keep the blank it got while its area loaded. A page that came without its block waits for its
 * whole catalog instead.
 */
export async function adoptEmbeddedMessages(): Promise<void> {
  const element = document.getElementById(PAGE_MESSAGES_ID);
  const locale = element?.dataset.locale;
  if (!element || !isLocale(locale)) return;
  const text = element.textContent?.trim();
  if (!text) {
    await loadMessages(locale);
    return;
  }
  provideMessages(locale, JSON.parse(text) as Partial<Messages>);
  await loadPageMessages(locale, location.pathname);
}

/** The catalog of a locale the page has; the root route loads it before anything renders. */
export function messagesOf(locale: Locale): Messages {
  const messages = loadedMessages(locale);
  if (!messages) throw new Error(`the ${locale} catalog was not loaded before rendering`);
  return messages;
}

/**
 * The catalog areas a page under `/{locale}/{segment}` draws from besides the site's own (these
 * segments are the same in both languages; the four Arabic-word slugs are the site's own pages).
 */
const areasBySegment: Readonly<Record<string, readonly MessageArea[]>> = {
  comics: ["comics"],
  translators: ["comics"],
  publishers: ["comics"],
  upload: ["comics"],
  review: ["comics"],
  notifications: ["comics"],
  "ask-for-comic": ["comics"],
  login: ["comics"],
  "forgot-password": ["comics"],
  "reset-code": ["comics"],
  "new-password": ["comics"],
  "verify-email": ["comics"],
  "sign-up": ["comics", "nationalities"],
  account: ["comics", "nationalities"],
  studio: ["studio", "comics"],
  careers: ["nationalities"],
};

/** The catalog areas the page at `pathname` draws from. */
export function pageAreas(pathname: string): MessageArea[] {
  const segment = pathname.split("/")[2] ?? "";
  return ["site", ...(areasBySegment[segment] ?? [])];
}

/** Loads the catalog areas the page at `pathname` draws from. */
export const loadPageMessages = (locale: Locale, pathname: string): Promise<Messages> =>
  loadAreas(locale, pageAreas(pathname));
