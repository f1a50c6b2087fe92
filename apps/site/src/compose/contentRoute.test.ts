import { createFileRoute } from "@tanstack/react-router";
import { describe, expect, expectTypeOf, it } from "vitest";
import { getHome } from "../runtime/serverFns";
import type { LaidOutIds } from "../site/pages";
import { contentRoute } from "./contentRoute";

describe("contentRoute", () => {
  it("names its page for the route's component", () => {
    expect(contentRoute("aboutUs").staticData).toEqual({ pageId: "aboutUs" });
    expect(contentRoute("home", getHome).staticData).toEqual({ pageId: "home" });
  });

  it("compiles only in the page's own route, for a page with copy and a layout", () => {
    // Never called: what is tested is that the type check (npm test's tsc) accepts these lines
    // and refuses the ones marked.
    const routes = () => [
      createFileRoute("/$locale/about-us")({ ...contentRoute("aboutUs"), component: () => null }),
      createFileRoute("/$locale/")({ ...contentRoute("home", getHome), component: () => null }),
      // @ts-expect-error: the about-us page in the FAQ's route file
      createFileRoute("/$locale/faq")({ ...contentRoute("aboutUs"), component: () => null }),
      // @ts-expect-error: an article has parameters and no copy of its own
      contentRoute("blog"),
    ];
    expect(routes).toBeTypeOf("function");
    type Table = { a: { en: "a"; ar: "a"; layout: "six" }; b: { en: "b"; ar: "b" } };
    expectTypeOf<LaidOutIds<Table>>().toEqualTypeOf<"a">();
  });
});
