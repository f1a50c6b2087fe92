import { describe, expect, it } from "vitest";
import { redirectFor, sitePath } from "./redirects";

const to = (path: string, headers = {}) => redirectFor(new URL(path, "http://x.test"), headers);
const enc = (path: string) => encodeURI(path);

describe("redirectFor", () => {
  it.each([
    ["/ar/news", enc("/ar/الأخبار")],
    [enc("/en/الأخبار"), "/en/news"],
    ["/ar/contact-us", enc("/ar/اتصل-بنا")],
    ["/ar/wood-factory", enc("/ar/مصنع-الأخشاب")],
    ["/ar/metal-factory", enc("/ar/مصنع-المعادن")],
    ["/en/ar/faq", "/ar/faq"],
    ["/ar/en/news", "/en/news"],
    ["/en/ar/news", enc("/ar/الأخبار")],
    ["/en/faq/", "/en/faq"],
    ["/en/racks/selective", "/en/services/storage-solutions/racking-systems"],
    ["/ar/racks", "/ar/services/storage-solutions/racking-systems"],
    ["/en/demo", "/en"],
    [enc("/ar/الاخبار"), enc("/ar/الأخبار")],
    [enc("/ar/اتصل_بنا"), enc("/ar/اتصل-بنا")],
  ])("%s moves to %s", (from, location) => {
    expect(to(from)).toEqual({ status: 301, location });
  });

  it("keeps the query string", () => {
    expect(to("/ar/news?page=2")?.location).toBe(`${enc("/ar/الأخبار")}?page=2`);
  });

  it("sends a page without prefix to the visitor's language", () => {
    expect(to("/faq", { acceptLanguage: "ar" })).toEqual({
      status: 302,
      location: "/ar/faq",
      vary: "Cookie, Accept-Language",
    });
    expect(to("/news", { cookie: "locale=en" })?.location).toBe("/en/news");
    expect(to("/racks/x", { cookie: "locale=ar" })?.location).toBe(
      "/ar/services/storage-solutions/racking-systems",
    );
  });

  it.each(["/en", "/ar/faq", enc("/ar/الأخبار"), "/en/blog/any", "/en/no-such-page", "/nothing"])(
    "leaves %s alone",
    (path) => {
      expect(to(path)).toBeNull();
    },
  );

  it.each([
    "/%2Fevil.example/",
    "/%2f%2fevil.example/",
    "/%5Cevil.example/",
    "/%2F%5Cevil.example/",
    "/en/%2F%2Fevil.example/",
    "/en/ar/%2F%2Fevil.example",
    "/%2F%2Fevil.example/racks",
  ])("keeps %s on this site", (path) => {
    const location = to(path)?.location ?? "/";
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, "http://x.test").origin).toBe("http://x.test");
  });
});

describe("sitePath", () => {
  it.each([
    ["//evil.example", "/evil.example"],
    ["///evil.example", "/evil.example"],
    ["/\\evil.example", "/evil.example"],
    ["/en/faq", "/en/faq"],
  ])("%s becomes %s", (from, to) => {
    expect(sitePath(from)).toBe(to);
  });
});
