import { describe, expect, it } from "vitest";
import { capPreloads, MAX_PARALLEL_PRELOADS } from "./preloadCap";

function fakeRouter() {
  let inFlight = 0;
  let peak = 0;
  const pending: Array<() => void> = [];
  const router = {
    preloadRoute: (target: string) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      return new Promise<string>((resolve) => {
        pending.push(() => {
          inFlight--;
          resolve(target);
        });
      });
    },
  };
  return { router, pending, peak: () => peak };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("capPreloads", () => {
  it("runs at most four route preloads at once and queues the rest in order", async () => {
    const { router, pending, peak } = fakeRouter();
    capPreloads(router);
    const results = Array.from({ length: 10 }, (_, i) => router.preloadRoute(`/page-${i}`));
    await tick();
    expect(pending).toHaveLength(MAX_PARALLEL_PRELOADS);
    while (pending.length > 0) {
      pending.shift()?.();
      await tick();
    }
    expect(await Promise.all(results)).toEqual(Array.from({ length: 10 }, (_, i) => `/page-${i}`));
    expect(peak()).toBe(4);
  });
});
