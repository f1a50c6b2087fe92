import { describe, expect, it } from "vitest";
import { codeOnIntent } from "./codeOnIntent";

describe("which pages load their code once the visitor reaches for them", () => {
  it("the company's pages, in both languages and by either slug", () => {
    for (const path of [
      "/en",
      "/ar",
      "/en/about-us",
      "/ar/اتصل-بنا",
      "/ar/%D8%A7%D8%AA%D8%B5%D9%84-%D8%A8%D9%86%D8%A7",
      "/en/careers/warehouse-supervisor",
      "/en/blog/some-article",
      "/ar/الأخبار",
    ]) {
      expect(codeOnIntent(path), path).toBe(true);
    }
  });

  it("not the comics platform, the accounts, the studio, the console, nor an unknown path", () => {
    for (const path of [
      "/en/comics",
      "/en/comics/some-comic/1",
      "/en/login",
      "/ar/account/settings",
      "/en/studio/news",
      "/en/review",
      "/en/admin/people",
      "/en/no-such-page",
      "/",
    ]) {
      expect(codeOnIntent(path), path).toBe(false);
    }
  });
});
