import type { Locale } from "@rawafed/i18n";
import { createServerFn } from "@tanstack/react-start";
import * as z from "zod/mini";
import ar from "../../content/ar/index";
import en from "../../content/en/index";
import type { Article, PageContent, Service, StaticPageId } from "../../content/schema";
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

export const getHome = createServerFn({ method: "GET" })
  .middleware([staticPayload((data: { locale: Locale }) => pagePath("home", data.locale))])
  .validator(validInput(z.object({ locale: input.locale })))
  .handler(({ data }): { page: PageContent; news: Article[] } => ({
    page: content[data.locale].pages.home,
    news: content[data.locale].news.slice(0, 3),
  }));

export const getNewsAndPage = createServerFn({ method: "GET" })
  .middleware([staticPayload((data: { locale: Locale }) => pagePath("news", data.locale))])
  .validator(validInput(z.object({ locale: input.locale })))
  .handler(({ data }): { page: PageContent; news: Article[] } => ({
    page: content[data.locale].pages.news,
    news: content[data.locale].news,
  }));

export const getBlogsAndPage = createServerFn({ method: "GET" })
  .middleware([staticPayload((data: { locale: Locale }) => pagePath("blogs", data.locale))])
  .validator(validInput(z.object({ locale: input.locale })))
  .handler(({ data }): { page: PageContent; blogs: Article[] } => ({
    page: content[data.locale].pages.blogs,
    blogs: content[data.locale].blogs,
  }));

/** One blog article, or null when the slug is unknown (the route answers 404). */
export const getBlog = createServerFn({ method: "GET" })
  .validator(validInput(z.object({ locale: input.locale, blog: input.slug() })))
  .handler(
    ({ data }): Article | null =>
      content[data.locale].blogs.find((b) => b.slug === data.blog) ?? null,
  );

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
