import { isNotFound } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { input, validInput } from "./input";

const pageInput = validInput(z.object({ locale: input.locale, page: input.page }));

describe("validInput", () => {
  it("passes what the schema reads", () => {
    expect(pageInput({ locale: "ar", page: "faq" })).toEqual({ locale: "ar", page: "faq" });
  });

  it.each([
    { locale: "xx", page: "faq" },
    { locale: "en", page: "no-such-page" },
    { locale: "en" },
    null,
    "en",
    { locale: ["en"], page: "faq" },
  ])("answers %j with not found, not an exception of its own", (data) => {
    let thrown: unknown;
    try {
      pageInput(data as never);
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
  });

  it("bounds a slug", () => {
    const slugInput = validInput(z.object({ blog: input.slug() }));
    expect(() => slugInput({ blog: "x".repeat(201) })).toThrow();
    expect(slugInput({ blog: "a-b" })).toEqual({ blog: "a-b" });
  });
});
