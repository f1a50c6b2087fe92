import { describe, expect, it } from "vitest";
import { RELOAD_GUARD_MS, shouldReloadAfterChunkError } from "./clientRuntime";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe("chunk error reload guard", () => {
  it("reloads once per path within 10 s", () => {
    const storage = memoryStorage();
    expect(shouldReloadAfterChunkError("/en/faq", 1_000, storage)).toBe(true);
    expect(shouldReloadAfterChunkError("/en/faq", 1_000 + RELOAD_GUARD_MS - 1, storage)).toBe(
      false,
    );
    expect(shouldReloadAfterChunkError("/ar/faq", 2_000, storage)).toBe(true);
    expect(shouldReloadAfterChunkError("/en/faq", 1_000 + RELOAD_GUARD_MS, storage)).toBe(true);
  });
});
