import { isLocale, localeCookie, resolveLocale } from "@rawafed/i18n";
import { securityHeaders } from "./headers";

/** Whether the visitor reached us over HTTPS (directly or through a proxy that says so). */
export function isHttps(request: Request, origin = request.url): boolean {
  return origin.startsWith("https:") || request.headers.get("x-forwarded-proto") === "https";
}

/**
 * What every page answer carries, server-rendered or prerendered: the security headers, and the
 * locale cookie when the visitor's remembered language is not this page's.
 */
export function decoratePage(request: Request, headers: Headers, origin?: string): void {
  const https = isHttps(request, origin);
  for (const [name, value] of Object.entries(securityHeaders({ https }))) headers.set(name, value);
  const prefix = new URL(request.url).pathname.split("/")[1];
  if (!isLocale(prefix)) return;
  const remembered = resolveLocale({ path: "/", cookie: request.headers.get("cookie") });
  if (remembered.source !== "cookie" || remembered.locale !== prefix) {
    headers.append("Set-Cookie", localeCookie(prefix, https));
  }
}
