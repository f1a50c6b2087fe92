// The console's addresses: `/{l}/review` with the section, the comments' status and the page in
// its search (the same in both locales).
import type { Locale } from "@rawafed/i18n";
import type { ReviewSearch } from "../../server/review/sections";
import { pagePath } from "../../site/paths";

/** A view of the console: what its address's search holds (`readReviewSearch`). */
export type ReviewPlace = ReviewSearch;

/**
 * The address of a view of the console; the defaults (comments, pending, page 1) are left out. A
 * submissions tab names its kind and state even when they are the first ones: without them the
 * console opens on wherever something waits.
 */
export function reviewHref(
  locale: Locale,
  { section, status, page, kind, state, id, position }: ReviewPlace = {},
): string {
  const search = new URLSearchParams();
  if (section && section !== "comments") search.set("section", section);
  if (status && status !== "pending") search.set("status", status);
  if (kind) search.set("kind", kind);
  if (state) search.set("state", state);
  if (id) search.set("id", id);
  if (position) search.set("position", position);
  if (page && page > 1) search.set("page", String(page));
  const query = search.toString();
  return `${pagePath("review", locale)}${query ? `?${query}` : ""}`;
}

/** Where the CV of an application and the subscribers' CSV are downloaded. */
export const cvHref = (id: string) => `/api/review/cv/${encodeURIComponent(id)}`;
export const subscribersCsvHref = "/api/review/subscribers.csv";

/** An ISO instant as the design system's `YYYY-MM-DDTHH:mm` (UTC: server and browser agree). */
export const wallClock = (iso: string) => iso.slice(0, 16);
