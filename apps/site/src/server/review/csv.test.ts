import { describe, expect, it } from "vitest";
import { csvCell, csvText } from "./csv";

describe("csvCell", () => {
  it("quotes every cell and doubles quotes", () => {
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(new Date("2025-05-07T09:15:00Z"))).toBe('"2025-05-07T09:15:00.000Z"');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
  it.each(["=1+2", "+cmd", "-2+3", "@SUM(A1)"])("neutralises a formula: %s", (value) => {
    expect(csvCell(value)).toBe(`"'${value}"`);
  });
});

describe("csvText", () => {
  it("writes the header, then each row's columns in its order", () => {
    expect(csvText(["b", "a"], [{ a: 1, b: "x" }])).toBe('b,a\n"x","1"\n');
  });
});
