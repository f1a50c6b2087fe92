// The OPDS catalogs over HTTP, on the production build, as a reading app walks them: OPDS 1.2
// (Atom, with page streaming) and OPDS 2.0 (JSON) from their roots through every section to a
// comic's chapters, each feed valid against its standard's schema; the pages streamed from 0, as
// JPEG whose bytes are what the feed declares, at the width asked for.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapterPages, chapters } from "../src/server/db/comics";
import { makePdf, uploads } from "./comics";
import { addChapter, addComic, openStore } from "./comicsStore";
import { opds2Problems, opds12Problems } from "./opds/validate";
import { newDataDir, type RunningServer, startServer, storeEnv } from "./server";

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
  const pageSizes = [
    { width: 800, height: 1200 },
    { width: 1600, height: 1000 },
    { width: 700, height: 1100 },
  ];

  beforeAll(async () => {
    const store = await openStore(dataDir);
    try {
      const comicId = await addComic(store.db, { name: "Desert Riders" });
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
  }, 120_000);
  afterAll(() => server?.stop());

  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(url.startsWith("http") ? url : `${server.url}${url}`, { headers });

  it("walks OPDS 1.2 from its root to a chapter, every feed valid and every link absolute", async () => {
    const seen = new Set<string>();
    const queue = [`${server.url}/opds/v1.2/catalog`];
    let chapterEntry = "";
    while (queue.length > 0) {
      const url = queue.shift() ?? "";
      if (seen.has(url)) continue;
      seen.add(url);
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get("content-type"), url).toMatch(
        /^application\/atom\+xml;profile=opds-catalog;kind=(navigation|acquisition); charset=utf-8$/,
      );
      const xml = await answer.text();
      expect(opds12Problems(xml), url).toEqual([]);
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
    expect([...seen]).toEqual(
      expect.arrayContaining([
        `${server.url}/opds/v1.2/latest`,
        `${server.url}/opds/v1.2/popular`,
        `${server.url}/opds/v1.2/genres`,
        `${server.url}/opds/v1.2/languages/arabic`,
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
    const root = await get("/opds/v2/catalog");
    expect(root.headers.get("content-type")).toBe("application/opds+json");
    const catalog = await root.json();
    expect(opds2Problems(catalog)).toEqual([]);
    const hrefs = (catalog.navigation as { href: string }[]).map((link) => link.href);
    expect(hrefs).toEqual([
      `${server.url}/opds/v2/latest`,
      `${server.url}/opds/v2/popular`,
      `${server.url}/opds/v2/genres`,
      `${server.url}/opds/v2/languages`,
    ]);
    const latest = await (await get(hrefs[0] ?? "")).json();
    expect(opds2Problems(latest)).toEqual([]);
    const comic = latest.navigation[0] as { href: string; title: string };
    expect(comic.title).toBe("Desert Riders (ar)");
    const chaptersFeed = await (await get(comic.href)).json();
    expect(opds2Problems(chaptersFeed)).toEqual([]);
    expect(chaptersFeed.publications).toHaveLength(1);
    expect(chaptersFeed.publications[0].links[0]).toMatchObject({
      rel: "http://opds-spec.org/acquisition",
      href: `${server.url}/media/pdf/${chapterId}`,
      type: "application/pdf",
    });
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
});
