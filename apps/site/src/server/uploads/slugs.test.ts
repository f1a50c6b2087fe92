import { describe, expect, it } from "vitest";
import { freeSlug, slugOf } from "./slugs";

describe("upload slugs", () => {
  it("keeps readable Latin from a name, and a fallback for a name without any", () => {
    expect(slugOf("The Salt Road!", "comic")).toBe("the-salt-road");
    expect(slugOf("  Café  Noir -- 2 ", "comic")).toBe("cafe-noir-2");
    expect(slugOf("طريق الملح", "comic")).toBe("comic");
    expect(slugOf("../../etc/passwd", "comic")).toBe("etc-passwd");
  });
  it("adds a random tail when the plain slug is taken", async () => {
    expect(await freeSlug("salt", async () => false)).toBe("salt");
    const taken = new Set(["salt"]);
    expect(await freeSlug("salt", async (slug) => taken.has(slug))).toMatch(/^salt-[0-9a-f]{6}$/);
  });
});
