import type { Locale } from "@rawafed/i18n";
import { useRouteContext } from "@tanstack/react-router";

/** What the root route's `beforeLoad` puts in the context of every route. */
export interface RootContext {
  locale: Locale;
  year: number;
}

/** The root context, typed without referring to the route tree (which refers back to us). */
export function useRootContext(): RootContext {
  return useRouteContext({ strict: false }) as RootContext;
}
