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
import { isListed, matchPage } from "../site/paths";

// A page carries the messages it was drawn with, and only those: the server notes each message a
// render formats and fills this block once the page is whole (`server/delivery/pageMessages.ts`).
// They travel as a JSON data block, not inside the router's dehydrated state: serialising them
// there was most of a render's time, and a JSON block parses faster than the same data as script.
// A page of the company's own hydrates with its block alone: the site's area (10 KB of script)
// loads once the visitor reaches for the page (a press, a key, a focus) or leaves it for another.
// The comics platform's, the accounts' and the studio's pages load their areas before they
// hydrate: their screens keep some messages in state. Those of the next page load before a
// client-side navigation renders it; a message still missing loads on first use (blank an
// instant, then drawn again).
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
 * In the browser, before hydration: takes over the messages the server embedded in the page. A
 * page that draws from more than the site's area loads those areas first (cached by the browser
 * after the first page): what it draws only in the browser (a console's answers, a team's notices)
 * may keep a message in its state, which would otherwise keep the blank it got while its area
 * loaded. A company page's browser-only parts (a form's errors, the open contact menu) format
 * theirs as they render, so its site area waits for the visitor's first reach. A page that came
 * without its block waits for its whole catalog instead.
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
  const before = areasBeforeHydration(location.pathname);
  if (before.length > 0) {
    await loadAreas(locale, before);
    return;
  }
  const path = location.pathname;
  firstPageDeferred = path;
  onFirstReach(() => {
    loadPageMessages(locale, path).catch((error: unknown) => console.error(error));
  });
}

/**
 * The catalog areas the page at `pathname` loads before it hydrates (the server preloads them
 * with the page): all it draws from, but none for a page of the company's own (in its navigation
 * and sitemap, drawing from the site's area alone), whose block holds what it draws.
 */
export function areasBeforeHydration(pathname: string): MessageArea[] {
  const areas = pageAreas(pathname);
  const match = matchPage(pathname);
  return match !== null && isListed(match.pageId) && areas.length === 1 ? [] : areas;
}

/** The first page's path while its site area waits for the visitor (see `hydratingWithBlock`). */
let firstPageDeferred: string | null = null;

/**
 * Whether the root's `beforeLoad` for `pathname` is the first page's own, hydrating with its block
 * (its area waits for the visitor): true once, for that page only.
 */
export function hydratingWithBlock(pathname: string): boolean {
  if (firstPageDeferred === null || firstPageDeferred !== pathname) return false;
  firstPageDeferred = null;
  return true;
}

/** The signs that a visitor reaches for the page: what comes before a click, a key or a focus. */
const reachEvents = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

/** Calls `then` once, at the first sign that the visitor reaches for the page. */
function onFirstReach(then: () => void): void {
  const reached = () => {
    for (const type of reachEvents) window.removeEventListener(type, reached, true);
    then();
  };
  for (const type of reachEvents) {
    window.addEventListener(type, reached, { capture: true, passive: true });
  }
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
