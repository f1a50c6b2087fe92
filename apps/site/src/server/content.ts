import type { Locale } from "@rawafed/i18n";
import { createServerFn } from "@tanstack/react-start";
import ar from "../content/ar/index";
import en from "../content/en/index";
import type { Article, PageContent, Service, StaticPageId } from "../content/schema";

// The copy lives on the server: a page receives only its own content in its own language, never
// the whole catalogue of both locales in its JavaScript.
const content = { en, ar } as const;

export const getPageContent = createServerFn({ method: "GET" })
  .validator((data: { locale: Locale; page: StaticPageId }) => data)
  .handler(({ data }): PageContent => content[data.locale].pages[data.page]);

export const getHome = createServerFn({ method: "GET" })
  .validator((data: { locale: Locale }) => data)
  .handler(({ data }): { page: PageContent; news: Article[] } => ({
    page: content[data.locale].pages.home,
    news: content[data.locale].news.slice(0, 3),
  }));

export const getNewsAndPage = createServerFn({ method: "GET" })
  .validator((data: { locale: Locale }) => data)
  .handler(({ data }): { page: PageContent; news: Article[] } => ({
    page: content[data.locale].pages.news,
    news: content[data.locale].news,
  }));

export const getBlogsAndPage = createServerFn({ method: "GET" })
  .validator((data: { locale: Locale }) => data)
  .handler(({ data }): { page: PageContent; blogs: Article[] } => ({
    page: content[data.locale].pages.blogs,
    blogs: content[data.locale].blogs,
  }));

/** One blog article, or null when the slug is unknown (the route answers 404). */
export const getBlog = createServerFn({ method: "GET" })
  .validator((data: { locale: Locale; blog: string }) => data)
  .handler(
    ({ data }): Article | null =>
      content[data.locale].blogs.find((b) => b.slug === data.blog) ?? null,
  );

export const getServices = createServerFn({ method: "GET" })
  .validator((data: { locale: Locale }) => data)
  .handler(({ data }): { page: PageContent; services: Service[] } => ({
    page: content[data.locale].pages.services,
    services: content[data.locale].services,
  }));

/** One service line, or null when the slug is unknown. */
export const getService = createServerFn({ method: "GET" })
  .validator((data: { locale: Locale; servicesSlug: string }) => data)
  .handler(
    ({ data }): Service | null =>
      content[data.locale].services.find((s) => s.slug === data.servicesSlug) ?? null,
  );
