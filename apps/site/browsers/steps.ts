import type { Driver, ElementState, Target } from "./driver";
import { waitFor } from "./driver";

/**
 * Reaches for the page and waits until the root marks `<html data-hydrated="true">`, once React has
 * hydrated it (as the e2e suite). The pointer moves on each look: after a link that loaded a new
 * document, it may first have moved over the one the link left.
 */
export async function hydrated(driver: Driver): Promise<void> {
  await waitFor(
    "the page to hydrate",
    async () => {
      await driver.reach();
      return driver.evaluate(() => document.documentElement.dataset.hydrated ?? null);
    },
    (value) => value === "true",
  );
}

/** Waits until the target's state passes `ok`; returns that state. */
export function until(
  driver: Driver,
  what: string,
  target: Target,
  ok: (state: ElementState) => boolean,
): Promise<ElementState> {
  return waitFor(what, () => driver.inspect(target), ok);
}

export const shown = (state: ElementState) => state.count > 0;
export const gone = (state: ElementState) => state.count === 0;
export const expanded = (value: "true" | "false") => (state: ElementState) =>
  state.attributes["aria-expanded"] === value;

/** The page as the address bar, the document element and its first heading show it. */
export function page(driver: Driver) {
  return driver.evaluate(() => ({
    path: decodeURI(location.pathname),
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    h1: document.querySelector("h1")?.textContent?.trim() ?? "",
  }));
}

/** How far the page reaches beyond the viewport's width (0 when it cannot scroll sideways). */
export function sidewaysOverflow(driver: Driver) {
  return driver.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
