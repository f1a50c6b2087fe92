import { describe, expect, it } from "vitest";
import { serverNodeFlags } from "./nodeFlags";

describe("the server's V8 flags", () => {
  it("compile the embedded database with the baseline compiler alone, unless told otherwise", () => {
    expect(serverNodeFlags({})).toEqual(["--liftoff-only", "--max-semi-space-size=8"]);
    expect(serverNodeFlags({ PGLITE_OPTIMIZE: "1" })).toEqual(["--max-semi-space-size=8"]);
    expect(serverNodeFlags({ PGLITE_OPTIMIZE: "0" })).toContain("--liftoff-only");
  });
});
