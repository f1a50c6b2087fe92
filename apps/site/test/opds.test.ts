// The OPDS catalogs over HTTP, on the production build, as a reading app walks them with an app
// password its person made in their settings: OPDS 1.2 (Atom, with page streaming) and OPDS 2.0
// (JSON) from their roots through every section, the person's own among them, to a comic's
// chapters, each feed valid against its standard's schema; the pages streamed from 0, as JPEG
// whose bytes are what the feed declares, at the width asked for, moving the person's reading
// progress (from 1) that the web reader moves too.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appPasswords, users } from "../src/server/db/accounts";
import { chapterPages, chapters, follows, readingHistory, saves } from "../src/server/db/comics";
import { makePdf, uploads } from "./comics";
import { addChapter, addComic, addUser, openStore } from "./comicsStore";
import { opds2Problems, opds12Problems, opds12ProblemsOf, webpubProblems } from "./opds/validate";
import { cookiePairs } from "./roles";
import { newDataDir, type RunningServer, startServer, storeEnv } from "./server";

const READER = "opds.reader@example.com";
const PASSWORD = "Reading-apps-2026";
const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`,
});

const ATOM_LINK = /<link [^>]*\/>/g;
const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]?.replaceAll("&amp;", "&");

/** Every link of an Atom document, with its attributes. */
const atomLinks = (xml: string) =>
  [...xml.matchAll(ATOM_LINK)].map(([tag]) => ({
    rel: attribute(tag, "rel") ?? "",
    href: attribute(tag, "href") ?? "",
    type: attribute(tag, "type") ?? "",
    count: attribute(tag, "pse:count"),
  }));

describe("the OPDS catalogs", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  let chapterId = "";
  let readerId = "";
  /** The reader's browser session, and the app password they made with it. */
  let session = "";
  let appPassword = "";
  let app: Record<string, string> = {};
  const pageSizes = [
    { width: 800, height: 1200 },
    { width: 1600, height: 1000 },
    { width: 700, height: 1100 },
  ];

  beforeAll(async () => {
    const store = await openStore(dataDir);
    try {
      const comicId = await addComic(store.db, { name: "Desert Riders" });
      // A reader whose settings say Arabic, who saved and follows the comic.
      readerId = await addUser(store.db, { email: READER, password: PASSWORD });
      await store.db.update(users).set({ locale: "ar" }).where(eq(users.id, readerId));
      await store.db.insert(saves).values({ userId: readerId, target: "comic", targetId: comicId });
      await store.db
        .insert(follows)
        .values({ userId: readerId, target: "comic", targetId: comicId });
      await addComic(store.db, { name: "Hidden Draft", state: "received" });
      chapterId = await addChapter(store.db, { comicId, number: 1, pageCount: pageSizes.length });
      // Its pages as the pipeline stores them (WebP, `pageKey`), and its PDF.
      for (const [index, size] of pageSizes.entries()) {
        const webp = await sharp({
          create: { ...size, channels: 3, background: { r: 40 * index, g: 90, b: 160 } },
        })
          .webp()
          .toBuffer();
        const hash = createHash("sha256").update(webp).digest("hex").slice(0, 16);
        const key = `pages/${chapterId}/${index + 1}-${size.width}-${hash}.webp`;
        mkdirSync(dirname(uploads(dataDir, key)), { recursive: true });
        writeFileSync(uploads(dataDir, key), webp);
        await store.db.insert(chapterPages).values({
          chapterId,
          page: index + 1,
          ...size,
          smallKey: key,
          largeKey: key,
          placeholder: "",
        });
      }
      const pdf = await makePdf(pageSizes.length);
      const pdfKey = `pdf/${chapterId}.pdf`;
      mkdirSync(dirname(uploads(dataDir, pdfKey)), { recursive: true });
      writeFileSync(uploads(dataDir, pdfKey), pdf);
      await store.db
        .update(chapters)
        .set({ pdfKey, pdfSize: pdf.byteLength })
        .where(eq(chapters.id, chapterId));
    } finally {
      await store.close();
    }
    server = await startServer(storeEnv(dataDir));
    const login = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: READER, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    session = cookiePairs(login);
    appPassword = (await makeAppPassword("Panels on my iPad")).password;
    app = basic(READER, appPassword);
  }, 120_000);
  afterAll(() => server?.stop());

  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(url.startsWith("http") ? url : `${server.url}${url}`, { headers });

  /** What the settings' form does: a new app password, answered once. */
  async function makeAppPassword(name: string): Promise<{ id: string; password: string }> {
    const made = await fetch(`${server.url}/api/account/app-passwords`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie: session },
      body: JSON.stringify({ name }),
    });
    expect(made.status).toBe(200);
    const answer = (await made.json()) as { id: string; password: string; name: string };
    expect(answer.name).toBe(name);
    expect(answer.password).toMatch(/^rwf_[A-Za-z]{64}$/);
    return answer;
  }

  it("walks OPDS 1.2 with an app password from its root to a chapter, every feed valid and every link absolute", async () => {
    const seen = new Set<string>();
    const feeds: Record<string, string> = {};
    const queue = [`${server.url}/opds/v1.2/catalog`];
    let chapterEntry = "";
    while (queue.length > 0) {
      const url = queue.shift() ?? "";
      if (seen.has(url)) continue;
      seen.add(url);
      const answer = await get(url, app);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get("content-type"), url).toMatch(
        /^application\/atom\+xml;profile=opds-catalog;kind=(navigation|acquisition); charset=utf-8$/,
      );
      const xml = await answer.text();
      feeds[url] = xml;
      for (const link of atomLinks(xml)) {
        // Absolute, on the site's origin, once (Komga #1221: a doubled origin broke Panels).
        expect(link.href, url).toMatch(new RegExp(`^${server.url}/[^:]*$|^${server.url}/[^:]*:`));
        expect(link.href.indexOf(server.url, 1), link.href).toBe(-1);
        const feed = link.type.startsWith("application/atom+xml;profile=opds-catalog");
        // The genres' and languages' own lists are many; one of each is walked.
        if (feed && ["subsection", "start", "up"].includes(link.rel) && seen.size < 40) {
          if (!/\/(genres|languages)\/(?!action$|arabic$)/.test(link.href)) queue.push(link.href);
        }
      }
      if (xml.includes("http://vaemendis.net/opds-pse/stream")) chapterEntry = xml;
    }
    // Each line of a finding names its feed's URL.
    expect(opds12ProblemsOf(feeds)).toEqual([]);
    expect([...seen]).toEqual(
      expect.arrayContaining([
        `${server.url}/opds/v1.2/latest`,
        `${server.url}/opds/v1.2/popular`,
        `${server.url}/opds/v1.2/genres`,
        `${server.url}/opds/v1.2/languages/arabic`,
        `${server.url}/opds/v1.2/history`,
        `${server.url}/opds/v1.2/saved`,
        `${server.url}/opds/v1.2/saved/chapters`,
        `${server.url}/opds/v1.2/following`,
      ]),
    );
    // The comic in review is nowhere; the published one's chapter is streamable and downloadable.
    expect(chapterEntry).not.toContain("Hidden Draft");
    const links = atomLinks(chapterEntry);
    const stream = links.find((link) => link.rel === "http://vaemendis.net/opds-pse/stream");
    expect(stream).toMatchObject({
      href: `${server.url}/opds/pages/${chapterId}/{pageNumber}?width={maxWidth}`,
      type: "image/jpeg",
      count: String(pageSizes.length),
    });
    const pdf = links.find((link) => link.rel === "http://opds-spec.org/acquisition");
    expect(pdf).toMatchObject({
      href: `${server.url}/media/pdf/${chapterId}`,
      type: "application/pdf",
    });
    const download = await get(pdf?.href ?? "");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
  });

  it("streams pages from 0 as JPEG at most the width asked for, and nothing past the last", async () => {
    for (const [index, size] of pageSizes.entries()) {
      const answer = await get(`/opds/pages/${chapterId}/${index}?width=600`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/jpeg");
      const bytes = new Uint8Array(await answer.arrayBuffer());
      // The bytes are what is declared: a JPEG's start of image.
      expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      const image = await sharp(bytes).metadata();
      expect(image.format).toBe("jpeg");
      expect(image.width).toBe(Math.min(600, size.width));
      // Page 0 is the first page: its colour is the first one drawn.
      const { dominant } = await sharp(bytes).stats();
      expect(Math.abs(dominant.r - 40 * index)).toBeLessThan(24);
    }
    const whole = await sharp(
      new Uint8Array(await (await get(`/opds/pages/${chapterId}/1`)).arrayBuffer()),
    ).metadata();
    expect(whole.width).toBe(1600);
    for (const past of [`${pageSizes.length}`, "-1", "x", "1.5"]) {
      expect((await get(`/opds/pages/${chapterId}/${past}`)).status, past).toBe(404);
    }
    expect((await get("/opds/pages/not-a-chapter/0")).status).toBe(404);
  });

  it("walks OPDS 2.0 the same way, every feed valid, each naming its OPDS 1.2 twin", async () => {
    const root = await get("/opds/v2/catalog", app);
    expect(root.headers.get("content-type")).toBe("application/opds+json");
    const catalog = await root.json();
    expect(opds2Problems(catalog)).toEqual([]);
    const hrefs = (catalog.navigation as { href: string }[]).map((link) => link.href);
    expect(hrefs).toEqual([
      `${server.url}/opds/v2/latest`,
      `${server.url}/opds/v2/popular`,
      `${server.url}/opds/v2/genres`,
      `${server.url}/opds/v2/languages`,
      `${server.url}/opds/v2/history`,
      `${server.url}/opds/v2/saved`,
      `${server.url}/opds/v2/following`,
    ]);
    for (const personal of hrefs.slice(4)) {
      const feed = await get(personal, app);
      expect(feed.status, personal).toBe(200);
      expect(opds2Problems(await feed.json()), personal).toEqual([]);
    }
    const following = await (await get(`${server.url}/opds/v2/following`, app)).json();
    expect(following.navigation[0].title).toBe("Desert Riders (ar)");
    const latest = await (await get(hrefs[0] ?? "")).json();
    expect(opds2Problems(latest)).toEqual([]);
    const comic = latest.navigation[0] as { href: string; title: string };
    expect(comic.title).toBe("Desert Riders (ar)");
    const chaptersFeed = await (await get(comic.href)).json();
    expect(opds2Problems(chaptersFeed)).toEqual([]);
    expect(chaptersFeed.publications).toHaveLength(1);
    const [pages, pdf] = chaptersFeed.publications[0].links;
    expect(pdf).toMatchObject({
      rel: "http://opds-spec.org/acquisition",
      href: `${server.url}/media/pdf/${chapterId}`,
      type: "application/pdf",
    });
    // Its pages, for apps that read OPDS 2.0: a Divina manifest (Readium's, for visual works).
    expect(pages).toMatchObject({
      rel: "http://opds-spec.org/acquisition",
      href: `${server.url}/opds/v2/chapters/${chapterId}/manifest`,
      type: "application/divina+json",
    });
    // Fetched as a visitor: the reader's own progress is the test below's.
    const answer = await get(pages.href);
    expect(answer.headers.get("content-type")).toBe("application/divina+json");
    const manifest = await answer.json();
    expect(webpubProblems(manifest)).toEqual([]);
    expect(manifest.metadata).toMatchObject({
      conformsTo: "https://readium.org/webpub-manifest/profiles/divina",
      readingProgression: "ltr",
      numberOfPages: pageSizes.length,
      identifier: `urn:uuid:${chapterId}`,
    });
    // Each page the stream's, from 0, declared as the JPEG it is, at its size.
    expect(manifest.readingOrder).toEqual(
      pageSizes.map((size, index) => ({
        href: `${server.url}/opds/pages/${chapterId}/${index}`,
        type: "image/jpeg",
        ...size,
      })),
    );
    const second = await get(manifest.readingOrder[1].href);
    expect(second.headers.get("content-type")).toBe("image/jpeg");
    const image = await sharp(new Uint8Array(await second.arrayBuffer())).metadata();
    expect([image.format, image.width, image.height]).toEqual(["jpeg", 1600, 1000]);
    for (const unknown of ["not-a-chapter", "00000000-0000-4000-8000-000000000000"]) {
      expect((await get(`/opds/v2/chapters/${unknown}/manifest`)).status, unknown).toBe(404);
    }
    expect(chaptersFeed.links).toContainEqual(
      expect.objectContaining({ rel: "alternate", href: comic.href.replace("/v2/", "/v1.2/") }),
    );
    // A section with nothing in it is still a valid feed.
    const empty = await (await get("/opds/v2/genres/horror")).json();
    expect(opds2Problems(empty)).toEqual([]);
  });

  it("finds comics by OpenSearch, in the language the app asks for", async () => {
    const description = await get("/opds/v1.2/search.xml");
    expect(description.headers.get("content-type")).toBe(
      "application/opensearchdescription+xml; charset=utf-8",
    );
    const template = (await description.text()).match(/template="([^"]+)"/)?.[1] ?? "";
    expect(template).toBe(`${server.url}/opds/v1.2/search?q={searchTerms}`);
    const results = await get(template.replace("{searchTerms}", "desert"), {
      "accept-language": "ar",
    });
    const xml = await results.text();
    expect(opds12Problems(xml)).toEqual([]);
    expect(xml).toContain('xml:lang="ar"');
    expect(xml).toContain("Desert Riders (ar)");
    expect(xml).toContain("البحث: desert");
  });

  it("answers 404 for what is not a feed, and 405 for what is not a read", async () => {
    for (const path of [
      "/opds/v1.2/nothing",
      "/opds/v2/comics/no-such-comic",
      "/opds/v1.2/genres/x",
      "/opds/v1.2/catalog/more",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    // A path that does not decode is refused before any route (400), never a 500.
    for (const path of ["/opds/v1.2/comics/%E0%A4", "/opds/v2/comics/%E0%A4%A"]) {
      expect((await get(path)).status, path).toBe(400);
    }
    const post = await fetch(`${server.url}/opds/v1.2/catalog`, { method: "POST" });
    expect(post.status).toBe(405);
  });

  it("answers a personal feed without an app password with the Authentication for OPDS document", async () => {
    const wrong = [
      {},
      // The account's own password is never taken by the catalogs.
      basic(READER, PASSWORD),
      basic(READER, `rwf_${"x".repeat(64)}`),
      { authorization: "Bearer nothing" },
    ];
    for (const [index, headers] of wrong.entries()) {
      for (const path of ["/opds/v2/history", "/opds/v1.2/saved"]) {
        // In either language (the header's realm is Latin-1 whatever the words are).
        const answer = await get(path, {
          ...headers,
          "accept-language": index % 2 === 0 ? "ar" : "en",
        });
        expect(answer.status, path).toBe(401);
        expect(answer.headers.get("content-type")).toBe("application/opds-authentication+json");
        expect(answer.headers.get("www-authenticate")).toMatch(/^Basic realm="[^"]+"/);
        const document = await answer.json();
        expect(opds2Problems(document, "authentication")).toEqual([]);
        expect(document.authentication).toEqual([
          expect.objectContaining({ type: "http://opds-spec.org/auth/basic" }),
        ]);
      }
    }
    // The document is linked from every feed, and answers 200 there.
    const catalog = await (await get("/opds/v2/catalog")).json();
    const link = catalog.links.find(
      (one: { rel: string }) => one.rel === "http://opds-spec.org/auth/document",
    );
    expect(link).toMatchObject({
      href: `${server.url}/opds/v2/auth`,
      type: "application/opds-authentication+json",
    });
    const document = await get(link.href);
    expect(document.status).toBe(200);
    expect(opds2Problems(await document.json(), "authentication")).toEqual([]);
    // Public feeds stay open to anyone.
    expect((await get("/opds/v1.2/latest")).status).toBe(200);
  });

  it("writes the feeds in the language of the person's settings, whatever the app's", async () => {
    const xml = await (await get("/opds/v1.2/catalog", { ...app, "accept-language": "en" })).text();
    expect(xml).toContain('xml:lang="ar"');
    expect(xml).toContain("تابع القراءة");
    const visitor = await (await get("/opds/v1.2/catalog", { "accept-language": "en" })).text();
    expect(visitor).toContain('xml:lang="en"');
    expect(visitor).toContain("Continue reading");
  });

  it("moves one reading record from page streaming and from the web reader: 0-based pages, 1-based lastRead", async () => {
    const comicFeed = async () => {
      const latest = await (await get("/opds/v1.2/latest", app)).text();
      const comic = atomLinks(latest).find((link) => link.rel === "subsection")?.href ?? "";
      const xml = await (await get(comic, app)).text();
      expect(opds12Problems(xml)).toEqual([]);
      const stream = xml.match(
        /<link [^>]*rel="http:\/\/vaemendis\.net\/opds-pse\/stream"[^>]*\/>/,
      )?.[0];
      return {
        lastRead: attribute(stream ?? "", "pse:lastRead"),
        lastReadDate: attribute(stream ?? "", "pse:lastReadDate"),
      };
    };
    expect(await comicFeed()).toEqual({ lastRead: undefined, lastReadDate: undefined });
    // The app streams the second page (0-based 1): the person is on page 2.
    const page = await get(`/opds/pages/${chapterId}/1?width=300`, app);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, max-age=86400");
    const streamed = await comicFeed();
    expect(streamed.lastRead).toBe("2");
    expect(Date.parse(streamed.lastReadDate ?? "")).toBeGreaterThan(Date.now() - 60_000);
    // The web reader goes on to page 3 (the last): the app sees it, and the chapter is read.
    const progress = await fetch(`${server.url}/api/comics/progress`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie: session },
      body: JSON.stringify({ chapterId, page: 3 }),
    });
    expect(progress.status).toBe(200);
    expect((await comicFeed()).lastRead).toBe("3");
    // The chapter is first in the app's "continue reading", with the same page.
    const history = await (await get("/opds/v1.2/history", app)).text();
    expect(opds12Problems(history)).toEqual([]);
    expect(history).toContain(`urn:uuid:${chapterId}`);
    expect(history).toContain('pse:lastRead="3"');
    // A visitor's stream moves nobody's progress, and may be kept by a shared cache.
    const anonymous = await get(`/opds/pages/${chapterId}/0`);
    expect(anonymous.headers.get("cache-control")).toBe("public, max-age=86400");
    expect((await comicFeed()).lastRead).toBe("3");
  });

  it("serves the catalogs under an address that carries the app password, every link keeping it", async () => {
    const root = `${server.url}/opds/key/${appPassword}`;
    const xml = await (await get(`${root}/v1.2/catalog`)).text();
    expect(opds12Problems(xml)).toEqual([]);
    for (const link of atomLinks(xml)) expect(link.href).toMatch(new RegExp(`^${root}/`));
    const saved = await get(`${root}/v1.2/saved`);
    expect(saved.status).toBe(200);
    const json = await (await get(`${root}/v2/following`)).json();
    expect(opds2Problems(json)).toEqual([]);
    expect(json.links[0].href).toBe(`${root}/v2/following`);
    expect((await get(`${root}/pages/${chapterId}/0`)).status).toBe(200);
    expect((await get(`${server.url}/opds/key/rwf_wrong/v1.2/catalog`)).status).toBe(401);
  });

  it("lists the app passwords in the settings, and a revoked one opens nothing", async () => {
    const { id, password: spare } = await makeAppPassword("KOReader");
    expect((await get("/opds/v1.2/history", basic("anyone", spare))).status).toBe(200);
    const listed = await get("/en/account/settings", { cookie: session });
    const page = await listed.text();
    expect(page).toContain("Revoke KOReader");
    expect(page).toContain("Revoke Panels on my iPad");
    expect(page).not.toContain(spare);
    const other = await fetch(`${server.url}/api/account/app-passwords/revoke`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie: session },
      body: JSON.stringify({ id: "not-theirs" }),
    });
    expect(await other.json()).toMatchObject({ removed: 0 });
    const revoked = await fetch(`${server.url}/api/account/app-passwords/revoke`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie: session },
      body: JSON.stringify({ id }),
    });
    expect(await revoked.json()).toMatchObject({ removed: 1 });
    expect((await get("/opds/v1.2/history", basic("anyone", spare))).status).toBe(401);
    expect((await get("/opds/v1.2/history", app)).status).toBe(200);
  });

  it("limits each app password on its own: over its count, 429 with Retry-After", async () => {
    await server.stop();
    const store = await openStore(dataDir);
    try {
      await store.db.update(appPasswords).set({ rateLimitMax: 2, requestCount: 0 });
      // One record of the person's progress: the last page they were given, wherever from (the
      // keyed address's stream of the first page came last).
      const rows = await store.db.select().from(readingHistory);
      expect(rows).toEqual([expect.objectContaining({ userId: readerId, chapterId, page: 1 })]);
    } finally {
      await store.close();
    }
    server = await startServer(storeEnv(dataDir));
    expect((await get("/opds/v1.2/catalog", app)).status).toBe(200);
    expect((await get("/opds/v1.2/latest", app)).status).toBe(200);
    const limited = await get("/opds/v1.2/popular", app);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // A visitor on the same address is not held by the app's limit.
    expect((await get("/opds/v1.2/popular")).status).toBe(200);
  }, 60_000);

  it("counts wrong app passwords against the address: guessing one meets the visitor's limit", async () => {
    let refused: Response | undefined;
    for (let attempt = 0; attempt < 400 && !refused; attempt++) {
      const answer = await get(
        "/opds/v1.2/history",
        basic(READER, `rwf_${"q".repeat(60)}${attempt}`),
      );
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(401);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 120_000);
});
