import { describe, expect, it } from "vitest";
import ar from "./ar/index";
import en from "./en/index";
import { type SiteContent, siteContentSchema, staticPageIds } from "./schema";

const locales = { en, ar } satisfies Record<string, SiteContent>;

/** Keys whose values are shared by both locales (identifiers, links, files, dates). */
const sharedKeys = new Set([
  "kind",
  "slug",
  "id",
  "date",
  "href",
  "documents",
  "series",
  "source",
  "from",
  "video",
  "year",
  "officeId",
  "headOffice",
  "duration",
  "booth",
]);
/** Keys whose values are figures: translated or not, they carry the same digits. */
const figureKeys = new Set(["value"]);

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

/** The tree with every translatable string replaced by a marker: equal across locales. */
function shape(value: Json, key = ""): Json {
  if (Array.isArray(value)) return value.map((item) => shape(item, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v, k)]),
    );
  }
  if (typeof value === "string" && !sharedKeys.has(key)) return "<text>";
  return value;
}

/** Pairs of strings at the same place in both trees, with their key and path. */
function pairs(a: Json, b: Json, key = "", path = ""): [string, string, string, string][] {
  if (typeof a === "string" && typeof b === "string") return [[key, path, a, b]];
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.flatMap((item, index) => pairs(item, b[index], key, `${path}[${index}]`));
  }
  if (a && b && typeof a === "object" && typeof b === "object" && !Array.isArray(a)) {
    const other = b as { [key: string]: Json };
    return Object.entries(a).flatMap(([k, v]) => pairs(v, other[k], k, `${path}.${k}`));
  }
  return [];
}

const json = (content: unknown) => content as Json;
const allPairs = pairs(json(en), json(ar));
const latinLetter = /[A-Za-z]/;
const arabicLetter = /[\u0600-\u06FF]/;
const digits = (text: string) => text.replace(/\D/g, "");

describe("site content", () => {
  it.each(Object.entries(locales))("%s parses with the schema", (_, content) => {
    expect(siteContentSchema.safeParse(content).error).toBeUndefined();
  });

  it.each(Object.entries(locales))("%s has exactly the static page ids", (_, content) => {
    expect(Object.keys(content.pages).sort()).toEqual([...staticPageIds].sort());
  });

  it("uses the same service slugs and item ids in both locales", () => {
    const ids = (content: SiteContent) =>
      content.services.map((service) => [service.slug, service.items.map((item) => item.id)]);
    expect(ids(ar)).toEqual(ids(en));
    expect(en.services.find((service) => service.slug === "storage-solutions")?.items).toEqual(
      expect.arrayContaining(
        [
          "racking-systems",
          "dock-levelers",
          "fixed-elevators",
          "mobile-ramps",
          "firefighting",
          "epoxy-flooring",
        ].map((id) => expect.objectContaining({ id })),
      ),
    );
  });

  it("has the same section kinds, item counts, links, files and dates in both locales", () => {
    for (const id of staticPageIds) {
      expect(shape(json(ar.pages[id])), id).toEqual(shape(json(en.pages[id])));
    }
    expect(shape(json(ar))).toEqual(shape(json(en)));
  });

  it("translates every text: no Arabic string equals its English counterpart", () => {
    const untranslated = allPairs
      .filter(([key, , enText]) => !sharedKeys.has(key) && latinLetter.test(enText))
      .filter(([, , enText, arText]) => enText === arText || !arabicLetter.test(arText))
      .map(([, path, enText]) => `${path}: ${enText}`);
    expect(untranslated).toEqual([]);
  });

  it("keeps the same figures in both locales", () => {
    const different = allPairs
      .filter(([key]) => figureKeys.has(key))
      .filter(([, , enText, arText]) => digits(enText) !== digits(arText))
      .map(([, path, enText, arText]) => `${path}: ${enText} / ${arText}`);
    expect(different).toEqual([]);
  });

  it("keeps Latin digits in Arabic", () => {
    const arabicIndic = allPairs.filter(([, , , arText]) =>
      /[\u0660-\u0669\u06F0-\u06F9]/.test(arText),
    );
    expect(arabicIndic.map(([, path]) => path)).toEqual([]);
  });

  it.each(Object.entries(locales))(
    "%s leaves the investors' downloads to the staff's published documents",
    (_, content) => {
      const downloads = Object.values(content.pages).flatMap((page) =>
        page.sections.flatMap((section) => (section.kind === "downloads" ? [section] : [])),
      );
      expect(downloads.map((section) => section.documents).sort()).toEqual(["policy", "statement"]);
      expect(downloads.every((section) => section.items.length === 0)).toBe(true);
    },
  );

  it("lists the five offices with Riyadh as the head office", () => {
    const offices = en.pages.contactUs.sections.flatMap((section) =>
      section.kind === "offices" ? section.items : [],
    );
    expect(offices.map((office) => office.officeId)).toEqual([
      "riyadh",
      "qassim",
      "dammam",
      "jeddah",
      "cairo",
    ]);
    expect(offices.filter((office) => office.headOffice).map((office) => office.officeId)).toEqual([
      "riyadh",
    ]);
  });

  it("states the company facts", () => {
    const text = JSON.stringify(en);
    for (const fact of [
      "28 years",
      "since 2017",
      "in 1994",
      "16 September 2024",
      "15 September 2028",
      "27 to 29 May 2025",
      "4 PM to 10 PM",
      "2A90",
      "149M",
      "44,000",
      "-25 to 5 °C",
      "50%",
    ]) {
      expect(text, fact).toContain(fact);
    }
    const parkFigures = en.pages.rawafedPark.sections
      .flatMap((section) => (section.kind === "stats" ? section.items : []))
      .map((item) => item.value);
    expect(parkFigures).toEqual(
      expect.arrayContaining([
        "149M",
        "40,000 m²",
        "28,000 m²",
        "44,000",
        "25",
        "-25 to 5 °C",
        "38",
        "3",
        "6",
        "25,000 m²",
        "21 m",
        "1,100 m²",
        "38+",
        "3,000 m²",
        "40",
      ]),
    );
  });
});
