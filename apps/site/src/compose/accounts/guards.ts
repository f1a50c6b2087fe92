import type { Locale } from "@rawafed/i18n";
import { redirect } from "@tanstack/react-router";
import { getViewer } from "../../runtime/serverFns";
import { isStaff, type Role } from "../../server/accounts/roles";
import type { Viewer } from "../../server/accounts/viewer";
import { safeNextPath } from "../../site/nextPath";
import { fromRouterPath, pagePath } from "../../site/paths";
import { forbidden } from "../notFound";

/** The search of the log-in page: where to go back to, when it is a page of this site. */
export function nextSearch(search: Record<string, unknown>): { next?: string } {
  const next = safeNextPath(search.next);
  return next ? { next } : {};
}

/**
 * A page for signed-in people: a visitor is sent to log in, and comes back here after
 * (CONTRACT.md). The person is handed to the page's routes as `viewer`.
 */
export async function requireViewer(
  locale: Locale,
  location: { pathname: string; searchStr: string },
): Promise<{ viewer: Viewer }> {
  const viewer = await getViewer();
  const back = fromRouterPath(location.pathname) + location.searchStr;
  if (!viewer) {
    throw redirect({ href: `${pagePath("login", locale)}?next=${encodeURIComponent(back)}` });
  }
  // The staff set up a second factor, or confirm this session with their passkey, before
  // anything else (the server refuses them meanwhile).
  const settings = pagePath("accountSettings", locale);
  if (
    isStaff(viewer.role) &&
    !viewer.secondFactorSession &&
    fromRouterPath(location.pathname) !== settings
  ) {
    throw redirect({ href: `${settings}?next=${encodeURIComponent(back)}#two-factor` });
  }
  return { viewer };
}

/**
 * A page for some roles only (the reviewing team's console): a visitor logs in first, a signed-in
 * person without one of `roles` gets the 403 error page. The server checks again on every call.
 */
export async function requireRole(
  locale: Locale,
  location: { pathname: string; searchStr: string },
  roles: readonly Role[],
): Promise<{ viewer: Viewer }> {
  const { viewer } = await requireViewer(locale, location);
  if (!roles.includes(viewer.role)) throw forbidden(location.pathname);
  return { viewer };
}

/**
 * A signed-in person's data, or (their session ended since the page's guard ran) the log-in
 * page that comes back here.
 */
export function orLogin<T>(
  data: T | null,
  locale: Locale,
  location: { pathname: string; searchStr: string },
): T {
  if (data !== null) return data;
  const back = fromRouterPath(location.pathname) + location.searchStr;
  throw redirect({ href: `${pagePath("login", locale)}?next=${encodeURIComponent(back)}` });
}

/** The visitors' pages (log in, sign up, reset): a signed-in person goes on to `next` or their account. */
export async function redirectViewer(locale: Locale, next?: string): Promise<void> {
  if (await getViewer()) throw redirect({ href: next ?? pagePath("account", locale) });
}
