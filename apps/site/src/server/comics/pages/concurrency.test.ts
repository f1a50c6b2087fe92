import { describe, expect, it } from "vitest";
import { CHAPTER_MEMORY_MB, pagesConcurrency } from "./concurrency";

const GB = 1024 ** 3;
const chapters = (n: number) => n * CHAPTER_MEMORY_MB * 1024 * 1024;

describe("pagesConcurrency", () => {
  it("draws a chapter a core when the memory holds them", () => {
    expect(pagesConcurrency({}, { cores: 2, availableBytes: 16 * GB })).toBe(2);
    expect(pagesConcurrency({}, { cores: 8, availableBytes: 64 * GB })).toBe(8);
  });

  it("draws fewer when the memory holds fewer, and always one", () => {
    expect(pagesConcurrency({}, { cores: 8, availableBytes: chapters(3) + 1 })).toBe(3);
    expect(pagesConcurrency({}, { cores: 8, availableBytes: 0.5 * GB })).toBe(1);
  });

  it("takes PAGES_CONCURRENCY when it is a whole number from 1", () => {
    const machine = { cores: 2, availableBytes: 16 * GB };
    expect(pagesConcurrency({ PAGES_CONCURRENCY: "5" }, machine)).toBe(5);
    for (const wrong of ["0", "-1", "1.5", "many", ""]) {
      expect(pagesConcurrency({ PAGES_CONCURRENCY: wrong }, machine)).toBe(2);
    }
  });
});
