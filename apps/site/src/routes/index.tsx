import { localeCookie, resolveLocale } from "@rawafed/i18n";
import { createFileRoute } from "@tanstack/react-router";
import { isHttps } from "../server/delivery/index";

/**
 * `/` sends the visitor to the home page of their language (cookie, then browser language). The
 * cookie is `Secure` whenever the visitor is on https, also behind a proxy that says so.
 */
export const Route = createFileRoute("/")({
  server: {
    handlers: {
      GET: ({ request }) => {
        const url = new URL(request.url);
        const { locale } = resolveLocale({
          path: url.pathname,
          cookie: request.headers.get("cookie"),
          acceptLanguage: request.headers.get("accept-language"),
        });
        return new Response(null, {
          status: 302,
          headers: {
            Location: `/${locale}`,
            Vary: "Cookie, Accept-Language",
            "Cache-Control": "private, no-cache",
            "Set-Cookie": localeCookie(locale, isHttps(request)),
          },
        });
      },
    },
  },
});
