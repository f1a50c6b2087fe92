import { encodePath } from "@rawafed/i18n";

/**
 * The little a check needs from a browser. Firefox (puppeteer-core over WebDriver BiDi) and
 * WebKitGTK (webdriverio over classic WebDriver) implement it; the checks are written once.
 */

export type BrowserName = "firefox" | "webkit";

export type Role =
  | "alert"
  | "banner"
  | "button"
  | "dialog"
  | "heading"
  | "link"
  | "navigation"
  | "status"
  | "textbox";

/** A RegExp cannot cross into the page: its source and flags can. */
export type Name = string | { source: string; flags: string };

/** What to act on: an element by its role and accessible name (as a visitor meets it), or CSS. */
export type Target =
  | { role: Role; name?: Name; within?: Target; nth?: number }
  | { css: string; within?: Target; nth?: number };

/** A snapshot of the target, read in the page. Hidden elements count as absent (`count: 0`). */
export interface ElementState {
  count: number;
  name: string;
  text: string;
  value: string | null;
  attributes: Record<string, string>;
  /** The text of the elements its `aria-describedby` names. */
  description: string;
  focused: boolean;
  /** A CSS animation or transition still runs on it or inside it. */
  animating: boolean;
}

export type Key = "Tab" | "Escape" | "Enter";

export interface Driver {
  readonly browser: BrowserName;
  /** The narrowest viewport the browser can take (WebKitGTK's window stops at 447 px). */
  readonly minWidth: number;
  /** Opens a path of the site (encoded here) or a URL, and waits for its load event. */
  goto(path: string): Promise<void>;
  setWidth(width: number): Promise<void>;
  /** Clicks at the target's centre; `hold` keeps the button down that long, as a hand does. */
  click(target: Target, options?: { hold?: number }): Promise<void>;
  /** Focuses the field and types, key by key. */
  type(target: Target, text: string): Promise<void>;
  /** A key pressed where the focus is. */
  press(key: Key): Promise<void>;
  /**
   * The pointer moved over the page's top corner, as a visitor reaching for it: the company's pages
   * load their code only then (`server/delivery/codeOnIntent.ts`).
   */
  reach(): Promise<void>;
  inspect(target: Target): Promise<ElementState>;
  /** Runs a self-contained function in the page (it is sent as source: no outer references). */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  close(): Promise<void>;
}

/** A pattern for `Target.name` (RegExps cannot be sent to the page as they are). */
export const pattern = (regexp: RegExp): Name => ({ source: regexp.source, flags: regexp.flags });

const POLL_MS = 50;

/**
 * Polls `read` until `ok` holds; fails naming what it waited for and the last state it saw.
 * Every wait in the suite is for a state, never a fixed time.
 */
export async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeout = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeout} ms waiting for ${what}; last seen: ${show(value)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const show = (value: unknown) => JSON.stringify(value)?.slice(0, 600) ?? String(value);

/** A path of the site, encoded, on its address; an absolute URL (a test's own front) as it is. */
export const address = (baseURL: string, path: string) =>
  /^https?:/.test(path) ? path : `${baseURL}${encodePath(path)}`;
