import type { Locale } from "@rawafed/i18n";
import { createServerFn } from "@tanstack/react-start";
import * as z from "zod/mini";
import ar from "../../content/ar/index";
import en from "../../content/en/index";
import type { PageContent, Service, StaticPageId } from "../../content/schema";
import { pagePath } from "../../site/paths";
import { staticPayload } from "../delivery/payload";
import { input, validInput } from "./input";

// The copy lives on the server: a page receives only its own content in its own language, never
// the whole catalogue of both locales in its JavaScript. Prerendered pages read it from their
// `_payload.json` on client-side navigations.
const content = { en, ar } as const;

export const getPageContent = createServerFn({ method: "GET" })
  .middleware([
    staticPayload((data: { locale: Locale; page: StaticPageId }) =>
      pagePath(data.page, data.locale),
    ),
  ])
  .validator(validInput(z.object({ locale: input.locale, page: input.page })))
  .handler(({ data }): PageContent => content[data.locale].pages[data.page]);

export const getServices = createServerFn({ method: "GET" })
  .middleware([staticPayload((data: { locale: Locale }) => pagePath("services", data.locale))])
  .validator(validInput(z.object({ locale: input.locale })))
  .handler(({ data }): { page: PageContent; services: Service[] } => ({
    page: content[data.locale].pages.services,
    services: content[data.locale].services,
  }));

/** One service line, or null when the slug is unknown. */
export const getService = createServerFn({ method: "GET" })
  .middleware([
    staticPayload((data: { locale: Locale; servicesSlug: string }) =>
      pagePath("serviceList", data.locale, { servicesSlug: data.servicesSlug }),
    ),
  ])
  .validator(validInput(z.object({ locale: input.locale, servicesSlug: input.slug() })))
  .handler(
    ({ data }): Service | null =>
      content[data.locale].services.find((s) => s.slug === data.servicesSlug) ?? null,
  );

/** One item of a service line with its line, or null when either is unknown. */
export const getServiceItem = createServerFn({ method: "GET" })
  .middleware([
    staticPayload((data: { locale: Locale; servicesSlug: string; id: string }) =>
      pagePath("serviceDetail", data.locale, { servicesSlug: data.servicesSlug, id: data.id }),
    ),
  ])
  .validator(
    validInput(z.object({ locale: input.locale, servicesSlug: input.slug(), id: input.slug() })),
  )
  .handler(({ data }): { service: Service; item: Service["items"][number] } | null => {
    const service = content[data.locale].services.find((s) => s.slug === data.servicesSlug);
    const item = service?.items.find((candidate) => candidate.id === data.id);
    return service && item ? { service, item } : null;
  });
