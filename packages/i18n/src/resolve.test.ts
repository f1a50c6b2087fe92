import { describe, expect, it } from "vitest";
import { localeCookie, resolveLocale } from "./resolve";

describe("resolveLocale", () => {
  it.each([
    [{ path: "/ar/faq" }, "ar", "path"],
    [{ path: "/en", cookie: "locale=ar", acceptLanguage: "ar" }, "en", "path"],
    [{ path: "/AR/faq" }, "ar", "path"],
    [{ path: "/", cookie: "locale=ar" }, "ar", "cookie"],
    [{ path: "/", cookie: "theme=dark; locale=ar; x=1" }, "ar", "cookie"],
    [{ path: "/", cookie: "locale=fr", acceptLanguage: "ar-SA" }, "ar", "header"],
    [{ path: "/", acceptLanguage: "fr-FR, ar;q=0.8, en;q=0.5" }, "ar", "header"],
    [{ path: "/", acceptLanguage: "en;q=0.4, ar;q=0.9" }, "ar", "header"],
    [{ path: "/", acceptLanguage: "ar;q=0, en-GB;q=0.3" }, "en", "header"],
    [{ path: "/", acceptLanguage: "de, *;q=0.5" }, "en", "fallback"],
    [{ path: "/", acceptLanguage: "" }, "en", "fallback"],
    [{ path: "/faq" }, "en", "fallback"],
    [{ path: "/", cookie: "locale=%" }, "en", "fallback"],
    [{ path: "/", cookie: "locale=%E0%A4%A; x=1", acceptLanguage: "ar" }, "ar", "header"],
    [{ path: "/", cookie: "locale=%ZZ", acceptLanguage: "ar;q=%" }, "en", "fallback"],
  ] as const)("%o resolves to %s from the %s", (request, locale, source) => {
    expect(resolveLocale(request)).toEqual({ locale, source });
  });
});

describe("localeCookie", () => {
  it("lasts a year on the whole site and is lax", () => {
    expect(localeCookie("ar", false)).toBe("locale=ar; Max-Age=31536000; Path=/; SameSite=Lax");
  });
  it("is Secure over https", () => {
    expect(localeCookie("en", true)).toMatch(/; Secure$/);
  });
});
