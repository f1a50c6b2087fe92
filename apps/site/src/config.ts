import { createIsomorphicFn } from "@tanstack/react-start";
import { getRequestUrl } from "@tanstack/react-start/server";

/**
 * The public origin of the site, for canonical URLs, sitemaps and social cards: `SITE_URL` when
 * the operator sets it, otherwise the origin the visitor reached us on.
 */
export const siteOrigin = createIsomorphicFn()
  .server((): string => process.env.SITE_URL ?? getRequestUrl().origin)
  .client((): string => window.location.origin);
