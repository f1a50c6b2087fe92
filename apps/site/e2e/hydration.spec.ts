// `<html data-hydrated="true">` is what every spec (and any script) waits for before it presses a
// key or clicks: it must not come before the page's own controls answer. The router renders the
// page inside a Suspense boundary that React hydrates in a pass after the document's; a mark set
// by the document came first, and a key pressed then did nothing (the reader's first arrow key).
import { controlsAtMark, expect, test } from "./fixtures";

for (const path of [
  "/en",
  "/ar/faq",
  "/en/careers",
  "/ar/no-such-page",
  // Drawn per request from the staff's content: an item's page and an opening's (with its form).
  encodeURI("/ar/الأخبار/rawafed-park-opens"),
  "/en/careers/structural-design-engineer",
]) {
  test(`${path}: the page's controls answer when the page says it is hydrated`, async ({
    page,
  }) => {
    const { live, dead } = await controlsAtMark(page, path);
    expect(dead).toEqual([]);
    expect(live).toBeGreaterThan(0);
  });
}
