import { DesignSystemProvider, MAIN_ID } from "@rawafed/design-system";
import { fontPreloads } from "@rawafed/design-system/fonts";
// The guard's own entry: the package's index would bring every form's code and styles along.
import { earlySubmitGuard } from "@rawafed/forms/early-submit";
import { dir, isLocale, type Locale, loadMessages } from "@rawafed/i18n";
import { createRootRoute, HeadContent, Outlet, Scripts, useRouter } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { ErrorView, NotFoundView } from "../compose/ErrorView";
import { type RootContext, useRootContext } from "../compose/rootContext";
import { RouterLink } from "../RouterLink";
import {
  copyGuardEnabled,
  guardChunkErrors,
  guardCopying,
  watchBuilds,
} from "../runtime/clientRuntime";
import { earlyClickReplay } from "../runtime/earlyClicks";
import {
  EmbeddedMessages,
  hydratingWithBlock,
  loadPageMessages,
  messagesOf,
} from "../runtime/embeddedMessages";

export const Route = createRootRoute({
  // The language of every page, error pages included, comes from the path prefix (fallback en).
  beforeLoad: async ({ location }): Promise<RootContext> => {
    const prefix = location.pathname.split("/")[1];
    const locale: Locale = isLocale(prefix) ? prefix : "en";
    // The catalog is at hand before any render: the whole of it on the server; in the browser,
    // the page's own messages on the first load (`client.tsx`), then what each next page needs.
    if (typeof document === "undefined") await loadMessages(locale);
    else if (!hydratingWithBlock(location.pathname))
      await loadPageMessages(locale, location.pathname);
    // Read once here, not in render, so the server HTML and the hydrated page agree.
    return { locale, year: new Date().getFullYear() };
  },
  head: ({ match }) => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      { name: "theme-color", content: "#0b3d5c" },
    ],
    links: [
      // No first paint before the parser has reached <main>: a header painted half-parsed (a slow
      // network, a parser that yields) would shift as its centred navigation fills in.
      { rel: "expect", href: `#${MAIN_ID}`, blocking: "render" },
      // PNG, not SVG: Chromium draws an SVG icon in the page's own renderer, as a document of its
      // own, after every load (scripts/favicons.mjs draws these from public/favicon.svg).
      { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
      { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
      // Fetched with the styles, so the text paints in Cairo at once (no swap, no shift).
      ...fontPreloads(match.context.locale).map((href) => ({
        rel: "preload",
        href,
        as: "font",
        type: "font/woff2",
        crossOrigin: "anonymous" as const,
      })),
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: NotFoundView,
  errorComponent: ErrorView,
});

/** The document: `lang` and `dir` are right in the server HTML, before any script runs. */
function RootDocument({ children }: { children: ReactNode }) {
  const { locale } = useRootContext();
  const messages = messagesOf(locale);
  const router = useRouter();
  useEffect(() => {
    const stops = [watchBuilds(router), guardChunkErrors()];
    if (copyGuardEnabled()) stops.push(guardCopying());
    // The mark that the page is interactive is the page's own (ContentPage: useHydratedMark).
    return () => {
      for (const stop of stops) stop();
    };
  }, [router]);
  return (
    <html lang={locale} dir={dir(locale)}>
      <head>
        <HeadContent />
        {/* Holds a form submitted before its code runs, instead of reloading the page with it. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, hashed into the CSP */}
        <script dangerouslySetInnerHTML={{ __html: earlySubmitGuard }} />
        {/* Keeps a tap on a control made before its code runs, replayed once it has. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, hashed into the CSP */}
        <script dangerouslySetInnerHTML={{ __html: earlyClickReplay }} />
      </head>
      <body>
        <DesignSystemProvider locale={locale} messages={messages} linkComponent={RouterLink}>
          {children}
        </DesignSystemProvider>
        <EmbeddedMessages locale={locale} />
        <Scripts />
      </body>
    </html>
  );
}
