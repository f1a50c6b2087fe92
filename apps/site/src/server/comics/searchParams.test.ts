import { describe, expect, it } from "vitest";
import { readSearchParams } from "./searchParams";

describe("readSearchParams", () => {
  it("keeps known values and drops unknown ones", () => {
    expect(
      readSearchParams({
        q: "  heroes ",
        genre: ["action", "nope", "drama"],
        exclude: "comedy,horror,xyz",
        status: "finished",
        language: "arabic",
        direction: "diagonal",
        sort: "random",
        page: "3",
      }),
    ).toEqual({
      q: "heroes",
      genres: ["action", "drama"],
      exclude: ["comedy", "horror"],
      status: undefined,
      language: "arabic",
      direction: undefined,
      sort: "relevance",
      page: 3,
    });
  });

  it("sorts by latest without a query, even if relevance was asked", () => {
    expect(readSearchParams({ sort: "relevance" }).sort).toBe("latest");
    expect(readSearchParams({ q: "  " })).toMatchObject({ q: undefined, sort: "latest" });
    expect(readSearchParams({ q: "x", sort: "rating" }).sort).toBe("rating");
  });

  it("reads a page it cannot use as the first, and a long query cut to 200 characters", () => {
    for (const page of ["0", "-2", "1.5", "abc", 100_000, { page: 2 }]) {
      expect(readSearchParams({ page }).page).toBe(1);
    }
    expect(readSearchParams({ q: "a".repeat(300) }).q).toHaveLength(200);
    expect(readSearchParams({ q: 42, genre: { a: 1 } })).toMatchObject({
      q: undefined,
      genres: [],
    });
  });
});
