import { expect, hydrated, test } from "./fixtures";

test("a prerendered page has its payload beside it, as JSON in its own language", async ({
  request,
}) => {
  const en = await request.get("/en/about-us/_payload.json");
  expect(en.status()).toBe(200);
  expect(en.headers()["content-type"]).toContain("application/json");
  expect((await en.json()).title).toBe("About Rawafed Group");
  const ar = await request.get(`/ar/${encodeURIComponent("مصنع-المعادن")}/_payload.json`);
  expect(ar.status()).toBe(200);
  expect((await ar.json()).title).toMatch(/[\u0600-\u06FF]/);
});

test("a prerendered page is served with the page headers and a validator", async ({ request }) => {
  const first = await request.get("/en/values");
  expect(first.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
  expect(first.headers()["set-cookie"]).toMatch(/locale=en/);
  const etag = first.headers().etag ?? "";
  expect(etag).toBeTruthy();
  const again = await request.get("/en/values", { headers: { "if-none-match": etag } });
  expect(again.status()).toBe(304);
});

test("a client-side navigation to a prerendered page reads its _payload.json, not the server", async ({
  page,
}) => {
  // From the contact page (rendered by the server: its form says the server's retention period).
  await page.goto("/en/contact-us");
  await hydrated(page);
  // The tab shows again: it asks for the latest build, which must be its own (no full reload).
  const polled = page.waitForResponse((response) => response.url().includes("/builds/latest.json"));
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await polled;
  const contactTitle = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await page.locator('a[href="/en/about-us"]:visible').first().click();
  await expect(page).toHaveURL(/\/en\/about-us$/);
  // The router commits the address before the next page has loaded: wait for its heading.
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(contactTitle);
  // The browser's own record of what this document fetched, preloads on hover included.
  // An entry is recorded when its response has ended, which may trail the render.
  const fetchedPaths = () =>
    page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    );
  await expect.poll(fetchedPaths).toContain("/en/about-us/_payload.json");
  const fetched = await fetchedPaths();
  expect(fetched.filter((path) => path.startsWith("/_serverFn"))).toEqual([]);
  const documents = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  expect(documents, "one document: the navigation stayed in the page").toBe(1);
});

test("a page's first load carries no server-function client; a navigation that needs it loads it", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(await response.text().catch(() => ""));
  });
  // The header name the client of TanStack's server functions sends and reads on every call.
  const hasServerFnClient = () => scripts.some((body) => body.includes("x-tss-serialized"));
  await page.goto("/en/blogs");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(hasServerFnClient()).toBe(false);
  // An article is rendered per request (no payload file): its loader calls the server.
  await page.locator('a[href^="/en/blog/"]:visible').first().click();
  await expect(page).toHaveURL(/\/en\/blog\//);
  await expect.poll(hasServerFnClient).toBe(true);
});

test("static copy hydrates on the first touch of it: its links stay client-side and the next page's copy replaces it", async ({
  page,
}) => {
  await page.goto("/en");
  await hydrated(page);
  const homeTitle = await page.getByRole("heading", { level: 1 }).textContent();
  // A card link inside the deferred copy: the click arrives before the copy has hydrated.
  const card = page.locator("main section a[href^='/en/']").first();
  const target = await card.getAttribute("href");
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(homeTitle ?? "");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeTitle ?? "");
  const documents = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  expect(documents, "one document: every navigation stayed in the page").toBe(1);
});

test("a prerendered page names the origin it is served from in its canonical, hreflang and social tags", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/ar/values")).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/ar/values"/>`);
  expect(html).toContain(`hrefLang="en" href="${baseURL}/en/values"`);
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/ar/values"/>`);
  expect(html).not.toMatch(/prerender\.invalid|localhost:\d+/);
});

// The pages the staff's content fills (home, news, articles, careers, FAQ, and each item's page)
// are drawn by the server on request: a published change shows within seconds, not at the next
// build. They have no payload file; a client-side navigation to one asks the server.
test("the pages the staff's content fills are server-rendered, not prerendered", async ({
  page,
  request,
  baseURL,
}) => {
  for (const path of [
    "/en",
    "/en/news",
    "/en/blogs",
    "/en/careers",
    "/ar/faq",
    "/en/news/rawafed-park-opens",
    "/en/careers/structural-design-engineer",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // A prerendered file is served with its validator; a drawn page is not.
    expect(response.headers().etag, path).toBeUndefined();
    const payload = await request.get(`${path}/_payload.json`);
    expect(payload.status(), `${path}/_payload.json`).toBe(404);
  }
  const faq = await (await request.get("/ar/faq")).text();
  expect(faq).toContain(`<link rel="canonical" href="${baseURL}/ar/faq"/>`);
  expect(faq).toContain(`hrefLang="en" href="${baseURL}/en/faq"`);

  const serverCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/_serverFn")) serverCalls.push(request.url());
  });
  await page.goto("/en/about-us");
  await hydrated(page);
  await page.locator('a[href="/en/news"]:visible').first().click();
  await expect(page).toHaveURL(/\/en\/news$/);
  await expect(page.locator('main a[href^="/en/news/"]').first()).toBeVisible();
  expect(serverCalls.length).toBeGreaterThan(0);
});
