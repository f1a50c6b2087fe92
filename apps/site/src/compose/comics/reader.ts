import type { Locale } from "@rawafed/i18n";
import { getUnreadCount, getViewer } from "../../runtime/serverFns";
import { pagePath } from "../../site/paths";
import type { Reader } from "./ComicsFrame";

/** The person on a comics page (a visitor too), with their unread notifications. */
export async function loadReader(): Promise<Reader> {
  const [viewer, unreadCount] = await Promise.all([getViewer(), getUnreadCount()]);
  return { viewer, unreadCount: viewer ? unreadCount : 0 };
}

/** The log-in page that comes back to `path` (a protected action's "log in first" link). */
export const loginHref = (locale: Locale, path: string): string =>
  `${pagePath("login", locale)}?next=${encodeURIComponent(path)}`;
