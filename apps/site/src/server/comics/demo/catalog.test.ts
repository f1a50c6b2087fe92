import { comicGenres, comicStatuses, DESCRIPTION_MAX_WORDS } from "@rawafed/forms/schemas";
import { create } from "fontkit";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { type DemoCatalog, demoCatalog } from "./catalog.ts";
import { cairo } from "./fonts.ts";
import { demoSeries } from "./series/index.ts";

/** Every page's text, as pdf.js reads it out of the file. */
async function readPdf(bytes: Uint8Array) {
  const task = getDocument({ data: bytes.slice(), useSystemFonts: false });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await task.destroy();
  return { pageCount: pages.length, text: pages.join(" "), pages };
}

const words = (text: string) => text.split(/[\s.,!?؟،:]+/).filter(Boolean);

/**
 * An Arabic word as pdf.js reads it back. Cairo joins many letter pairs into one glyph (lam-alef,
 * yeh-reh, teh-yeh...); pdf.js takes the glyphs in visual order, each glyph's letters in logical
 * order, and reverses the whole run, so a ligature's letters come out swapped. Shaping the word
 * with the same font predicts exactly that, so the check still holds every glyph to its letters.
 * A fresh copy of the face each time: fontkit caches a glyph with the letters it was first made
 * for, which another word's shaping may have left different.
 */
const readings = new Map<string, string>();
function readBack(word: string): string {
  if (!/[\u0600-\u06ff]/.test(word)) return word;
  let read = readings.get(word);
  if (read === undefined) {
    const run = create(cairo().bold.bytes).layout(word, { kern: false });
    const visual = run.glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints)).join("");
    read = [...visual].reverse().join("");
    readings.set(word, read);
  }
  return read;
}

let catalog: DemoCatalog;
let seconds = 0;

beforeAll(async () => {
  const started = performance.now();
  catalog = await demoCatalog();
  seconds = (performance.now() - started) / 1000;
}, 120_000);

describe("the demo catalog", () => {
  it("has six or more series, each with chapters 1-3 in English and in Arabic", () => {
    expect(catalog.comics.length).toBeGreaterThanOrEqual(6);
    for (const comic of catalog.comics) {
      for (const language of ["english", "arabic"] as const) {
        const numbers = comic.chapters.filter((c) => c.language === language).map((c) => c.number);
        expect(numbers, `${comic.slug} ${language}`).toEqual([1, 2, 3]);
      }
      for (const chapter of comic.chapters) {
        expect(chapter.pageCount).toBeGreaterThanOrEqual(4);
        expect(chapter.pageCount).toBeLessThanOrEqual(6);
        expect(catalog.translators.map((t) => t.key)).toContain(chapter.translatorKey);
        // Each chapter's title is in its own language.
        expect(/[\u0600-\u06ff]/.test(chapter.title)).toBe(chapter.language === "arabic");
      }
    }
  });

  it("reads in every direction: a right-to-left manga, a vertical webtoon, a left-to-right comic", () => {
    const directions = catalog.comics.map((comic) => comic.direction);
    expect(directions).toContain("rtl");
    expect(directions).toContain("vertical");
    expect(directions).toContain("ltr");
  });

  it("describes each series in 60 to 150 words of its translation language, titled in both", () => {
    for (const comic of catalog.comics) {
      const count = comic.description.split(/\s+/).filter(Boolean).length;
      expect(count, comic.slug).toBeGreaterThanOrEqual(60);
      expect(count, comic.slug).toBeLessThanOrEqual(Math.min(150, DESCRIPTION_MAX_WORDS));
      const arabic = /[\u0600-\u06ff]/.test(comic.description);
      expect(arabic, comic.slug).toBe(comic.translationLanguage === "arabic");
      const series = demoSeries.find((s) => s.slug === comic.slug);
      expect(comic.otherNames).toContain(series?.title.en);
      expect(comic.otherNames).toContain(series?.title.ar);
      expect(comic.genres.every((g) => (comicGenres as readonly string[]).includes(g))).toBe(true);
      expect(comicStatuses).toContain(comic.status);
    }
  });

  it("has a Saudi publisher and another, and three translators with their languages", () => {
    expect(catalog.publishers).toHaveLength(2);
    expect(catalog.publishers.map((p) => p.country)).toContain("SA");
    expect(catalog.publishers.some((p) => p.country !== "SA")).toBe(true);
    const slugs = catalog.publishers.map((p) => p.slug);
    for (const comic of catalog.comics) expect(slugs).toContain(comic.publisherSlug);
    const languages = catalog.translators.map((t) => [...t.languages].sort().join("+"));
    expect(languages).toEqual(
      expect.arrayContaining(["arabic+english", "english+french", "arabic+english+french"]),
    );
    const people = [...catalog.translators, ...catalog.readers];
    expect(catalog.readers.length).toBeGreaterThanOrEqual(5);
    for (const person of people) expect(person.email).toMatch(/^[a-z.]+@demo\.invalid$/);
  });

  it("rates every translator and most comics, and comments in both languages", () => {
    const readers = new Set(catalog.readers.map((r) => r.key));
    for (const translator of catalog.translators) {
      expect(catalog.translatorRatings.some((r) => r.translatorKey === translator.key)).toBe(true);
    }
    const rated = new Set(catalog.comicRatings.map((r) => r.comicSlug));
    expect(rated.size).toBeGreaterThan(catalog.comics.length / 2);
    for (const rating of [...catalog.translatorRatings, ...catalog.comicRatings]) {
      expect(readers.has(rating.readerKey)).toBe(true);
      expect(rating.stars).toBeGreaterThanOrEqual(1);
      expect(rating.stars).toBeLessThanOrEqual(5);
    }
    expect(catalog.comments.length).toBeGreaterThanOrEqual(12);
    expect(catalog.comments.some((c) => /[\u0600-\u06ff]/.test(c.body))).toBe(true);
    expect(catalog.comments.some((c) => /^[\x20-\x7e]+$/.test(c.body))).toBe(true);
    for (const comment of catalog.comments.filter((c) => c.chapterNumber)) {
      const comic = catalog.comics.find((c) => c.slug === comment.comicSlug);
      expect(
        comic?.chapters.some(
          (c) => c.number === comment.chapterNumber && c.language === comment.chapterLanguage,
        ),
      ).toBe(true);
    }
  });

  it("has 600 x 900 PNG covers", async () => {
    for (const comic of catalog.comics) {
      const meta = await sharp(comic.cover).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 600, 900]);
    }
  });

  it("writes PDFs that open with their page count and hold the chapter's words", async () => {
    for (const comic of catalog.comics) {
      const series = demoSeries.find((s) => s.slug === comic.slug);
      for (const chapter of comic.chapters) {
        const { pageCount, text } = await readPdf(chapter.pdf);
        expect(pageCount).toBe(chapter.pageCount);
        expect(chapter.pdf.length).toBeLessThan(300 * 1024);
        const script = series?.chapters[chapter.number - 1];
        const found = new Set(words(text));
        for (const line of script?.lines ?? []) {
          const said = chapter.language === "arabic" ? line.ar : line.en;
          for (const word of words(said)) {
            expect(found, `${comic.slug}: ${said}`).toContain(readBack(word));
          }
        }
        // No English words in an Arabic chapter's balloons, and the other way round.
        expect(/[A-Za-z]/.test(text)).toBe(chapter.language === "english");
        expect(/[\u0600-\u06ff]/.test(text)).toBe(chapter.language === "arabic");
      }
    }
  }, 60_000);

  it("gives every page a transcript: the page's own words, in its chapter's language", async () => {
    for (const comic of catalog.comics) {
      const series = demoSeries.find((s) => s.slug === comic.slug);
      for (const chapter of comic.chapters) {
        const where = `${comic.slug} ${chapter.language} ${chapter.number}`;
        expect(chapter.transcripts, where).toHaveLength(chapter.pageCount);
        const all = chapter.transcripts.join("\n");
        const arabic = chapter.language === "arabic";
        // The first page opens with the chapter's heading, as its first caption.
        expect(chapter.transcripts[0], where).toMatch(
          arabic ? /^تعليق: الفصل/ : /^Caption: Chapter/,
        );
        // Every line of the script is there, said by its speaker's name in that language.
        for (const line of series?.chapters[chapter.number - 1]?.lines ?? []) {
          const said = arabic ? line.ar : line.en;
          const speaker = series?.cast[line.speaker]?.name[arabic ? "ar" : "en"];
          expect(all, where).toContain(line.speaker >= 0 ? `${speaker}` : said);
          expect(all, where).toContain(said);
        }
        expect(/[A-Za-z]/.test(all), where).toBe(!arabic);
        // Each page's words are that page's: what follows each line's "who:" is on that page.
        const { pages } = await readPdf(chapter.pdf);
        chapter.transcripts.forEach((transcript, index) => {
          const found = new Set(words(pages[index] ?? ""));
          for (const line of transcript.split("\n")) {
            const said = line.slice(line.indexOf(": ") + 2);
            for (const word of words(said)) {
              expect(found, `${where} page ${index + 1}: ${said}`).toContain(readBack(word));
            }
          }
        });
      }
    }
  }, 60_000);

  it("is the same bytes on every call, and quick to make", async () => {
    const again = await demoCatalog();
    catalog.comics.forEach((comic, index) => {
      const other = again.comics[index];
      expect(Buffer.from(comic.cover).equals(Buffer.from(other?.cover ?? []))).toBe(true);
      comic.chapters.forEach((chapter, chapterIndex) => {
        const twin = other?.chapters[chapterIndex]?.pdf ?? new Uint8Array();
        expect(Buffer.from(chapter.pdf).equals(Buffer.from(twin))).toBe(true);
      });
    });
    // Seeding a new database waits for it; a loaded CI machine gets slack.
    expect(seconds).toBeLessThan(30);
  }, 120_000);
});
