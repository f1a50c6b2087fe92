import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, holdRequests, hydrated, test } from "./fixtures";

/**
 * The page's HTML arriving in two pieces, cut inside the header's navigation, the rest a second
 * later: what a slow network (or a parser that yields) shows the browser. Everything else is
 * passed through from the site.
 */
async function serveInPieces(site: string, path: string): Promise<{ url: string; server: Server }> {
  const html = await (await fetch(`${site}${path}`)).text();
  const nav = html.indexOf("<nav");
  const cut = html.indexOf("</li>", nav) + "</li>".length;
  expect(nav, "the page has a navigation to cut").toBeGreaterThan(0);
  const server = createServer(async (request, response) => {
    if (request.url === path) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.write(html.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      response.end(html.slice(cut));
      return;
    }
    const upstream = await fetch(`${site}${request.url}`);
    const type = upstream.headers.get("content-type");
    response.writeHead(upstream.status, type ? { "content-type": type } : {});
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, server };
}

test.use({ viewport: { width: 1350, height: 940 } });

test("a page that arrives in pieces paints its header whole: nothing shifts as the rest comes", async ({
  page,
  baseURL,
}) => {
  const { url, server } = await serveInPieces(baseURL ?? "", "/en/contact-us");
  try {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Settled: hydrated, fonts done, and two frames drawn so any shift has been reported.
    await hydrated(page);
    await page.evaluate(async () => {
      await document.fonts.ready;
      for (let frame = 0; frame < 2; frame++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts).toEqual([]);
  } finally {
    server.close();
  }
});

for (const [width, fonts] of [
  [360, "Cairo"],
  [390, "Cairo"],
  // A first visit whose web font is late (or blocked) draws in the fallback face first.
  [360, "the fallback face"],
  [390, "the fallback face"],
] as const) {
  test(`no page scrolls sideways on a ${width} px phone in ${fonts}, in either language`, async ({
    page,
  }) => {
    // Text waiting for its face is laid out in the fallback's metrics, drawn or not.
    const releaseFonts = fonts === "Cairo" ? undefined : await holdRequests(page, /\.woff2$/);
    await page.setViewportSize({ width, height: 800 });
    for (const path of [
      "/en",
      "/ar",
      "/en/contact-us",
      "/ar/finical-statements",
      "/en/rawafed-park",
    ]) {
      await page.goto(encodeURI(path), { waitUntil: releaseFonts ? "domcontentloaded" : "load" });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      // Not wider than the window (narrower is the scrollbar's kept place, see global.css.ts).
      expect(overflow, path).toBeLessThanOrEqual(0);
      if (releaseFonts) {
        // Measured in the fallback: no web face had arrived, the local stand-in had.
        const loaded = await page.evaluate(() => [
          ...new Set(
            [...document.fonts].filter((face) => face.status === "loaded").map((f) => f.family),
          ),
        ]);
        expect(loaded, path).toEqual(["Cairo Fallback"]);
      }
      // The menu button is wholly on screen.
      const menu = page.getByRole("button", { name: /menu|القائمة/i }).first();
      const box = await menu.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, path).toBe(true);
    }
    releaseFonts?.();
  });
}
