import { describe, expect, it } from "vitest";
import { colourPairs, contrastRatio, minimumRatio } from "./contrast";
import { tokens } from "./values";

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0b3d5c", "#0b3d5c")).toBe(1);
  });

  it("matches WCAG's published figures", () => {
    // #767676 on white is the lightest grey that passes AA for text: 4.54:1.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });
});

describe("the colours the components pair", () => {
  it.for(colourPairs.map((pair) => [pair.foreground, pair.background, pair.kind, pair] as const))(
    "%s on %s (%s) meets WCAG 2.2 AA",
    ([, , , pair]) => {
      const ratio = contrastRatio(tokens.color[pair.foreground], tokens.color[pair.background]);
      expect(ratio).toBeGreaterThanOrEqual(minimumRatio[pair.kind]);
    },
  );
});
