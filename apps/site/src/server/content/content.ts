import type { Locale } from "@rawafed/i18n";
import { createServerFn } from "@tanstack/react-start";
import * as z from "zod/mini";
import ar from "../../content/ar/index";
import en from "../../content/en/index";
import type { PageContent, Service, StaticPageId } from "../../content/schema";
import { pagePath } from "../../site/paths";
import { staticPayload } from "../delivery/payload";
import { retentionDays } from "../submissions/retentionPeriod";
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

/**
 * The contact page's copy, and how long its messages are kept (its form says so): rendered by
 * the server, never prerendered, so the period is the one the server is set to.
 */
export const getContactPage = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ locale: input.locale })))
  .handler(({ data }): { page: PageContent; retentionDays: number } => ({
    page: content[data.locale].pages.contactUs,
    retentionDays: retentionDays(),
  }));

export const getServices = createServerFn({ method: "GET" })
  .middleware([staticPayload((data: { locale: Locale }) => pagePath("services", data.locale))])
  .validator(validInput(z.object({ locale: input.locale })))
  .handler(({ data }): { page: PageContent; services: Service[] } => ({
    page: content[data.locale].pages.services,
    services: content[data.locale].services,
  }));

/** The product catalog the staff published in a language: its address and true size. */
export type CatalogFile = { file: string; bytes: number } | null;

async function catalogFile(locale: Locale): Promise<CatalogFile> {
  const { catalogDownload } = await import("./documents");
  const found = await catalogDownload(locale, "");
  return found ? { file: found.file, bytes: found.bytes } : null;
}

/** One service line with the catalog, or null when the slug is unknown. */
export const getService = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ locale: input.locale, servicesSlug: input.slug() })))
  .handler(async ({ data }): Promise<(Service & { catalog: CatalogFile }) | null> => {
    const service = content[data.locale].services.find((s) => s.slug === data.servicesSlug);
    return service ? { ...service, catalog: await catalogFile(data.locale) } : null;
  });

/** One item of a service line with its line and the catalog, or null when either is unknown. */
export const getServiceItem = createServerFn({ method: "GET" })
  .validator(
    validInput(z.object({ locale: input.locale, servicesSlug: input.slug(), id: input.slug() })),
  )
  .handler(
    async ({
      data,
    }): Promise<{
      service: Service;
      item: Service["items"][number];
      catalog: CatalogFile;
    } | null> => {
      const service = content[data.locale].services.find((s) => s.slug === data.servicesSlug);
      const item = service?.items.find((candidate) => candidate.id === data.id);
      return service && item ? { service, item, catalog: await catalogFile(data.locale) } : null;
    },
  );
