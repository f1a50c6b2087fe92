// For stories only: versions as the studio loads them, in both languages, with English inside
// Arabic, and the other language's version as the server renders it.
import { paragraphsDocument } from "../../schemas/richText";
import type { StudioVersionInput } from "../../schemas/studio";

export const emptyNews = { baseRevision: null } satisfies Partial<StudioVersionInput> & {
  baseRevision: string | null;
};

export const arabicNews = {
  title: "روافد تفتتح مستودع Dammam Cold Hub",
  slug: "روافد-تفتتح-مستودع-dammam-cold-hub",
  summary: "أكبر مواقع المجموعة للتخزين المبرّد، بسعة 40,000 منصّة.",
  body: paragraphsDocument([
    "تفتتح مجموعة روافد في مايو مستودعها الجديد في الدمام.",
    "The site is run with Almarai Logistics.",
  ]),
  baseRevision: "rev-7",
};

export const englishOther = {
  language: "en" as const,
  title: "Rawafed opens the Dammam Cold Hub",
  html: '<p dir="auto">Rawafed Group opens its new warehouse in Dammam in May.</p><ul><li><p dir="auto">40,000 pallet positions</p></li><li><p dir="auto">Solar roof</p></li></ul>',
};

export const arabicOther = {
  language: "ar" as const,
  title: "روافد تفتتح مستودع الدمام",
  html: '<p dir="auto">تفتتح مجموعة روافد في مايو مستودعها الجديد في الدمام.</p><p dir="auto">The site is run with Almarai Logistics.</p>',
};

export const englishJob = {
  title: "Warehouse supervisor",
  slug: "warehouse-supervisor",
  summary: "",
  body: paragraphsDocument(["Lead a team of twelve on the night shift."]),
  location: "Dammam",
  employmentType: "fullTime" as const,
  closesOn: "2026-12-31",
  baseRevision: "rev-2",
};
