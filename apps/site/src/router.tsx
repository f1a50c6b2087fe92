import { createRouter } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";
import { capPreloads } from "./runtime/preloadCap";
import { scrollRestorationFor } from "./runtime/scrollRestoration";
import { parseSearch, stringifySearch } from "./runtime/searchParams";
import { fromRouterPath, toRouterPath } from "./site/paths";

export function getRouter() {
  const router = createRouter({
    routeTree,
    scrollRestoration: scrollRestorationFor(),
    // Layouts and pages are code-split; hovering or focusing a link preloads the next one.
    defaultPreload: "intent",
    parseSearch,
    stringifySearch,
    // Routes use the English slugs; the four Arabic-word slugs are mapped at the URL boundary.
    rewrite: {
      input: ({ url }) => {
        url.pathname = toRouterPath(url.pathname);
        return url;
      },
      output: ({ url }) => {
        url.pathname = fromRouterPath(url.pathname);
        return url;
      },
    },
  });
  return capPreloads(router);
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
