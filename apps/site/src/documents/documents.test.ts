import { describe, expect, it } from "vitest";
import ar from "../content/ar/index";
import en from "../content/en/index";
import type { SiteContent } from "../content/schema";
import { catalog } from "./catalog";
import { policies, policyIds } from "./policies";
import type { CatalogText, DocumentText } from "./types";

const locales = { en, ar } satisfies Record<string, SiteContent>;

/** The governance documents a locale's regulations and policies page offers: id and label. */
function listedPolicies(content: SiteContent) {
  return content.pages.regulationsAndPolicies.sections.flatMap((section) =>
    section.kind === "downloads"
      ? section.items.map((item) => ({ id: item.document, label: item.label }))
      : [],
  );
}

function storageItems(content: SiteContent) {
  return content.services.find((service) => service.slug === "storage-solutions")?.items ?? [];
}

function documentStrings(document: DocumentText): string[] {
  return [
    document.title,
    document.subtitle,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.items ?? []),
    ]),
  ];
}

function catalogStrings(text: CatalogText): string[] {
  return [
    text.title,
    text.subtitle,
    ...text.introduction,
    ...text.products.flatMap((product) => [
      product.name,
      product.summary,
      ...product.specifications.flatMap((row) => [row.label, row.value]),
      ...product.options,
    ]),
    text.contact.heading,
    ...text.contact.paragraphs,
    ...(text.contact.items ?? []),
  ];
}

const wordCount = (strings: string[]) => strings.join(" ").split(/\s+/).filter(Boolean).length;

/** Every document in both languages, named for the failure messages. */
const documents = [
  ...policyIds.flatMap((id) => [
    { name: `${id} (en)`, locale: "en", strings: documentStrings(policies[id].en) },
    { name: `${id} (ar)`, locale: "ar", strings: documentStrings(policies[id].ar) },
  ]),
  { name: "catalog (en)", locale: "en", strings: catalogStrings(catalog.en) },
  { name: "catalog (ar)", locale: "ar", strings: catalogStrings(catalog.ar) },
];

describe("downloadable documents", () => {
  it.each(Object.entries(locales))(
    "has a document in both languages for every policy the %s page lists",
    (locale, content) => {
      const listed = listedPolicies(content);
      expect(listed.map((policy) => policy.id)).toEqual([...policyIds]);
      for (const { id, label } of listed) {
        const document = policies[id as keyof typeof policies];
        expect(document, id).toBeDefined();
        expect(document.en.sections.length, id).toBeGreaterThan(0);
        expect(document.ar.sections.length, id).toBeGreaterThan(0);
        expect(document[locale as "en" | "ar"].title, id).toBe(label);
      }
    },
  );

  it("gives each policy 5 to 9 sections of 1 to 3 paragraphs", () => {
    for (const id of policyIds) {
      for (const document of [policies[id].en, policies[id].ar]) {
        expect(document.sections.length, id).toBeGreaterThanOrEqual(5);
        expect(document.sections.length, id).toBeLessThanOrEqual(9);
        for (const section of document.sections) {
          expect(section.paragraphs.length, `${id}: ${section.heading}`).toBeGreaterThanOrEqual(1);
          expect(section.paragraphs.length, `${id}: ${section.heading}`).toBeLessThanOrEqual(3);
        }
      }
    }
  });

  it.each(Object.entries(locales))(
    "has a product sheet for every %s storage-solutions item, same ids in the same order",
    (locale, content) => {
      const items = storageItems(content);
      expect(items.length).toBeGreaterThan(0);
      const ids = items.map((item) => item.id);
      expect(catalog.en.products.map((product) => product.id)).toEqual(ids);
      expect(catalog.ar.products.map((product) => product.id)).toEqual(ids);
      expect(catalog[locale as "en" | "ar"].products.map((product) => product.name)).toEqual(
        items.map((item) => item.title),
      );
      for (const product of [...catalog.en.products, ...catalog.ar.products]) {
        expect(product.specifications.length, product.id).toBeGreaterThanOrEqual(6);
        expect(product.specifications.length, product.id).toBeLessThanOrEqual(10);
        expect(product.options.length, product.id).toBeGreaterThan(0);
      }
    },
  );

  it("keeps Latin digits and plain text in Arabic", () => {
    for (const { name, strings } of documents.filter((document) => document.locale === "ar")) {
      for (const text of strings) {
        expect(text, name).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
        expect(text, name).not.toMatch(/[\u0640()]/);
      }
    }
  });

  it.each(documents.map((document) => [document.name, document.strings] as const))(
    "%s has at least 400 words",
    (_, strings) => {
      expect(wordCount([...strings])).toBeGreaterThanOrEqual(400);
    },
  );
});
