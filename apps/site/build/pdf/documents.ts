// The governance policies and the product catalog as tagged PDFs, from their copy in
// src/documents (policies.ts, catalog.ts).
import type { Locale } from "@rawafed/i18n";
import type { CatalogText, DocumentText } from "../../src/documents/types";
import { DocumentWriter } from "./writer";

const company = { en: "Rawafed Group", ar: "مجموعة روافد" } as const;
const pageLabel = {
  en: (page: number, pages: number) => `Page ${page} of ${pages}`,
  ar: (page: number, pages: number) => `صفحة ${page} من ${pages}`,
} as const;
const specificationColumns = {
  en: { label: "Specification", value: "Value", options: "Models and options" },
  ar: { label: "المواصفة", value: "القيمة", options: "الطرازات والخيارات" },
} as const;

function writer(locale: Locale, title: string, subject: string) {
  return new DocumentWriter({
    lang: locale,
    title: `${company[locale]}: ${title}`,
    subject,
    author: company[locale],
    runningHead: `${company[locale]} · ${title}`,
    pageLabel: pageLabel[locale],
  });
}

export async function policyPdf(text: DocumentText, locale: Locale): Promise<Buffer> {
  const doc = writer(locale, text.title, text.subtitle);
  doc.space(24);
  doc.paragraph(company[locale], { bold: true });
  doc.heading(1, text.title);
  doc.note(text.subtitle);
  for (const section of text.sections) {
    doc.heading(2, section.heading);
    for (const paragraph of section.paragraphs) doc.paragraph(paragraph);
    if (section.items?.length) doc.bullets(section.items);
  }
  return doc.finish();
}

export async function catalogPdf(text: CatalogText, locale: Locale): Promise<Buffer> {
  const doc = writer(locale, text.title, text.subtitle);
  const columns = specificationColumns[locale];
  doc.space(24);
  doc.paragraph(company[locale], { bold: true });
  doc.heading(1, text.title);
  doc.note(text.subtitle);
  for (const paragraph of text.introduction) doc.paragraph(paragraph);
  for (const product of text.products) {
    // One product a page, as printed catalogs do.
    doc.newPage();
    doc.heading(2, product.name);
    doc.paragraph(product.summary);
    doc.table(
      [
        { header: columns.label, width: 1.4 },
        { header: columns.value, width: 2 },
      ],
      product.specifications.map((row) => ({ cells: [row.label, row.value] })),
    );
    doc.heading(3, columns.options);
    doc.bullets(product.options);
  }
  doc.newPage();
  doc.heading(2, text.contact.heading);
  for (const paragraph of text.contact.paragraphs) doc.paragraph(paragraph);
  if (text.contact.items?.length) doc.bullets(text.contact.items);
  return doc.finish();
}
