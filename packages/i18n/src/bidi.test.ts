import { describe, expect, it } from "vitest";
import { isolate } from "./bidi";

describe("isolate", () => {
  it("isolates a value of either direction with FSI … PDI", () => {
    expect(isolate("ليلى")).toBe("\u2068ليلى\u2069");
  });

  it("isolates a left-to-right value with LRI … PDI", () => {
    expect(isolate("rwf_Zt…", "ltr")).toBe("\u2066rwf_Zt…\u2069");
  });

  it("leaves an empty value empty, so a message does not carry invisible marks alone", () => {
    expect(isolate("")).toBe("");
  });
});
