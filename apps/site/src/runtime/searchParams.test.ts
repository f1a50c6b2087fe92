import { describe, expect, it } from "vitest";
import { parseSearch, stringifySearch } from "./searchParams";

describe("the address's query", () => {
  it("reads repeated keys as a list and every value as text", () => {
    expect(parseSearch("?q=night%20courier&genre=action&genre=drama&page=2")).toEqual({
      q: "night courier",
      genre: ["action", "drama"],
      page: "2",
    });
    expect(parseSearch("")).toEqual({});
  });

  it("writes lists as repeated keys, as a GET form does, and leaves out what has no value", () => {
    expect(
      stringifySearch({ q: "ساعي", genre: ["action", "drama"], page: 2, lang: undefined }),
    ).toBe("?q=%D8%B3%D8%A7%D8%B9%D9%8A&genre=action&genre=drama&page=2");
    expect(stringifySearch({})).toBe("");
  });

  it("gives back what it read", () => {
    const query = "?next=%2Fen%2Faccount%3Ftab%3D1&token=eyJ.a-b_c";
    expect(stringifySearch(parseSearch(query))).toBe(query);
  });
});
