import { dir, isLocale } from "@rawafed/i18n";
import { createRootRoute, HeadContent, Outlet, Scripts, useParams } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";

export const Route = createRootRoute({
  head: () => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
});

/** The document: `lang` and `dir` come from the path prefix, so they are right before any script. */
function RootDocument({ children }: { children: ReactNode }) {
  const params = useParams({ strict: false });
  const locale = isLocale(params.locale) ? params.locale : "en";
  useEffect(() => {
    // A marker for tests and scripts that must wait until the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={locale} dir={dir(locale)}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
