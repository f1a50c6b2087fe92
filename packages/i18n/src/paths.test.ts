import { describe, expect, expectTypeOf, it } from "vitest";
import { createPagePaths, decodePath, encodePath } from "./paths";

// A small site of its own: plain, Arabic-word, parameterised and mail-only pages.
const table = {
  home: { en: "", ar: "" },
  faq: { en: "faq", ar: "faq" },
  news: { en: "news", ar: "الأخبار" },
  contactUs: { en: "contact-us", ar: "اتصل-بنا" },
  metalFactory: { en: "metal-factory", ar: "مصنع-المعادن" },
  blog: { en: "blog/:blog", ar: "blog/:blog" },
  serviceDetail: { en: "services/:servicesSlug/:id", ar: "services/:servicesSlug/:id" },
  newsletterConfirm: { en: "newsletter/confirm", ar: "newsletter/confirm", listed: false },
} as const;

const {
  pages,
  pageIds,
  staticPageIds,
  isListed,
  pagePath,
  matchPage,
  twinPath,
  toRouterPath,
  fromRouterPath,
} = createPagePaths(table);

describe("createPagePaths", () => {
  it("checks page ids at compile time", () => {
    expectTypeOf(pagePath).parameter(0).toEqualTypeOf<keyof typeof table>();
    expectTypeOf(staticPageIds).toEqualTypeOf<
      ("home" | "faq" | "news" | "contactUs" | "metalFactory")[]
    >();
    // @ts-expect-error: not a page of the table
    expect(() => pagePath("aboutUs", "en")).toThrow();
  });

  it("lists the table's pages, the static ones apart", () => {
    expect(pages).toBe(table);
    expect(pageIds).toEqual(Object.keys(table));
    expect(staticPageIds).toEqual(["home", "faq", "news", "contactUs", "metalFactory"]);
  });
});

describe("pagePath", () => {
  it("uses the Arabic-word slugs under /ar", () => {
    expect(pagePath("news", "ar")).toBe("/ar/الأخبار");
    expect(pagePath("contactUs", "ar")).toBe("/ar/اتصل-بنا");
    expect(pagePath("metalFactory", "ar")).toBe("/ar/مصنع-المعادن");
    expect(pagePath("news", "en")).toBe("/en/news");
    expect(pagePath("home", "ar")).toBe("/ar");
  });

  it("fills parameters", () => {
    expect(pagePath("serviceDetail", "en", { servicesSlug: "storage", id: "dock-levelers" })).toBe(
      "/en/services/storage/dock-levelers",
    );
    expect(() => pagePath("blog", "en")).toThrow(/missing/);
  });
});

describe("twinPath maps every page both ways", () => {
  it.each(staticPageIds)("%s", (id) => {
    const en = pagePath(id, "en");
    const ar = pagePath(id, "ar");
    expect(twinPath(en)).toBe(ar);
    expect(twinPath(ar)).toBe(en);
  });

  it("keeps parameters", () => {
    expect(twinPath("/en/blog/smart-warehousing")).toBe("/ar/blog/smart-warehousing");
    expect(twinPath("/ar/services/storage/racks")).toBe("/en/services/storage/racks");
  });

  it("matches percent-encoded Unicode slugs decoded", () => {
    expect(twinPath(encodeURI("/ar/الأخبار"))).toBe("/en/news");
    expect(matchPage(encodeURI("/ar/اتصل-بنا"))).toMatchObject({
      pageId: "contactUs",
      canonical: true,
    });
  });

  it("sends unknown pages to the other locale's home", () => {
    expect(twinPath("/en/no-such-page")).toBe("/ar");
  });
});

describe("matchPage", () => {
  it("flags the other locale's slug as not canonical", () => {
    expect(matchPage("/ar/news")).toEqual({
      locale: "ar",
      pageId: "news",
      params: {},
      canonical: false,
    });
    expect(matchPage("/en/الأخبار")).toMatchObject({
      locale: "en",
      pageId: "news",
      canonical: false,
    });
  });
  it("ignores query and hash", () => {
    expect(matchPage("/en/faq?x=1#top")).toMatchObject({ pageId: "faq" });
  });
  it("knows nothing of paths without a locale", () => {
    expect(matchPage("/faq")).toBeNull();
  });
  it("matches every page of the table in both locales", () => {
    for (const id of staticPageIds) {
      for (const locale of ["en", "ar"] as const) {
        expect(matchPage(pagePath(id, locale))).toMatchObject({
          pageId: id,
          locale,
          canonical: true,
        });
      }
    }
    expect(pageIds.length).toBeGreaterThan(staticPageIds.length);
  });
});

describe("pages behind a mail link", () => {
  it("are pages of both locales, but not static pages (navigation, sitemap, prerendering)", () => {
    const id = "newsletterConfirm";
    expect(isListed(id)).toBe(false);
    expect(staticPageIds).not.toContain(id);
    expect(matchPage(`${pagePath(id, "ar")}?token=abc`)).toMatchObject({ pageId: id });
    expect(pagePath(id, "ar")).toBe("/ar/newsletter/confirm");
    expect(isListed("faq")).toBe(true);
  });
});

describe("router paths", () => {
  it("maps Arabic slugs to the router's English slugs and back", () => {
    expect(toRouterPath("/ar/الأخبار")).toBe("/ar/news");
    expect(toRouterPath(encodeURI("/ar/مصنع-المعادن"))).toBe("/ar/metal-factory");
    expect(fromRouterPath("/ar/news")).toBe("/ar/الأخبار");
    expect(fromRouterPath("/en/news")).toBe("/en/news");
    expect(toRouterPath("/ar/faq")).toBe("/ar/faq");
  });
  it("keeps the query and the fragment of an Arabic path it maps", () => {
    expect(toRouterPath("/ar/الأخبار?page=2#list")).toBe("/ar/news?page=2#list");
    expect(toRouterPath("/ar/faq?next=%2Far%2Ffaq")).toBe("/ar/faq?next=%2Far%2Ffaq");
    expect(fromRouterPath("/ar/news?page=2")).toBe("/ar/الأخبار?page=2");
  });
  it("encodes for the wire", () => {
    expect(encodePath("/ar/الأخبار")).toBe("/ar/%D8%A7%D9%84%D8%A3%D8%AE%D8%A8%D8%A7%D8%B1");
    expect(encodePath(encodePath("/ar/الأخبار"))).toBe(encodePath("/ar/الأخبار"));
  });
});

describe("decodePath", () => {
  it("reads a percent-encoded path as the visitor does", () => {
    expect(decodePath("/ar/%D8%A7%D9%84%D8%A3%D8%AE%D8%A8%D8%A7%D8%B1")).toBe("/ar/الأخبار");
    expect(decodePath("/en/news")).toBe("/en/news");
  });

  it("answers null for a malformed encoding, and the path helpers keep such a path as it came", () => {
    expect(decodePath("/ar/%E0%A4%A")).toBeNull();
    expect(encodePath("/en/%E0%A4%A")).toBe("/en/%25E0%25A4%25A");
    expect(matchPage("/en/%E0%A4%A?x=1")).toBeNull();
    expect(matchPage("/en/news%E0%A4%A")).toBeNull();
  });
});
