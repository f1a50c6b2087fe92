// Keys, taps and swipes to page turns, in the comic's direction (never the interface's).
import type { ReadingDirection, TurnAction } from "./types";

/** The action of a key, or undefined when the reader leaves the key to the browser. */
export function keyAction(
  event: Pick<KeyboardEvent, "key" | "shiftKey">,
  direction: ReadingDirection,
): TurnAction | undefined {
  switch (event.key) {
    case "PageDown":
    case "j":
      return "next";
    case "PageUp":
    case "k":
      return "previous";
    case " ":
      return event.shiftKey ? "previous" : "next";
    case "Home":
      return "first";
    case "End":
      return "last";
    // In a manga the next page lies to the left; arrows scroll a vertical strip natively.
    case "ArrowLeft":
      return direction === "vertical" ? undefined : direction === "rtl" ? "next" : "previous";
    case "ArrowRight":
      return direction === "vertical" ? undefined : direction === "rtl" ? "previous" : "next";
    default:
      return undefined;
  }
}

/** What a key asks of the reader beside a page turn. */
export type ReaderCommand = "shortcuts" | "fullscreen" | "zoomIn" | "zoomOut" | "zoomReset";

/** `?` lists the keys; `f` enters or leaves full screen; `+`, `-` and `0` zoom the page. */
export function commandKey(event: Pick<KeyboardEvent, "key">): ReaderCommand | undefined {
  switch (event.key) {
    case "?":
      return "shortcuts";
    case "f":
    case "F":
      return "fullscreen";
    case "+":
    case "=":
      return "zoomIn";
    case "-":
      return "zoomOut";
    case "0":
      return "zoomReset";
    default:
      return undefined;
  }
}

/** The zoom's steps: the page's fitted size times these. */
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

/** The next step in or out from `zoom` (a pinch leaves it between steps), held at the ends. */
export function zoomStep(zoom: number, way: "in" | "out"): number {
  const steps: readonly number[] = ZOOM_STEPS;
  const next =
    way === "in"
      ? steps.find((step) => step > zoom + 0.01)
      : steps.findLast((step) => step < zoom - 0.01);
  return next ?? (way === "in" ? MAX_ZOOM : 1);
}

export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? 4;

/**
 * A pinch: the zoom it started at times how far the fingers spread since, held within 1 and
 * MAX_ZOOM, to the hundredth (close to 1 is 1, so the page fits again).
 */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, (startZoom * distance) / startDistance));
  return zoom < 1.05 ? 1 : Math.round(zoom * 100) / 100;
}

/**
 * A tap on the stage: the outer thirds turn pages (by the comic's direction), the middle toggles
 * the bars; with the tap zones off (`zones` false), every tap toggles them.
 */
export function tapAction(
  fraction: number,
  direction: ReadingDirection,
  zones = true,
): TurnAction | "chrome" {
  if (!zones || direction === "vertical" || (fraction >= 1 / 3 && fraction <= 2 / 3)) {
    return "chrome";
  }
  const left = fraction < 1 / 3;
  return left === (direction === "rtl") ? "next" : "previous";
}

/** A horizontal swipe: the finger moving right brings the next page of a manga. */
export function swipeAction(dx: number, direction: ReadingDirection): TurnAction {
  return dx > 0 === (direction === "rtl") ? "next" : "previous";
}

/** Keys typed in a field, a list of options or a dialog are not page turns. */
export function ignoresKeys(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("input, select, textarea, [contenteditable=''], [contenteditable='true']")) {
    return true;
  }
  if (target.closest("[role='dialog'], [role='radiogroup'], [role='slider'], [role='listbox']")) {
    return true;
  }
  // Space and Enter press a focused button or link.
  return (key === " " || key === "Enter") && target.closest("button, a[href]") !== null;
}

/**
 * A press on the pages focuses the reader (so keys work next) without scrolling it into view,
 * and keeps the browser from dragging the image away from a swipe.
 */
export function focusReader(event: { currentTarget: Element; preventDefault(): void }) {
  event.preventDefault();
  event.currentTarget.closest<HTMLElement>("[data-reader]")?.focus({ preventScroll: true });
}
