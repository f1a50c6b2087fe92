// The investors' pages and the product catalog, drawn from the staff's published documents
// (CONTRACT.md, "Editorial"): each download row is a published PDF in the page's language at its
// true size; the financial highlights chart the key figures of the published statements.
import { figureFields } from "@rawafed/forms/schemas";
import type { Locale } from "@rawafed/i18n";
import ar from "../../content/ar/index";
import en from "../../content/en/index";
import type { Highlights, PageContent } from "../../content/schema";
import { getDb } from "../db/index";
import { listPublished, type PublishedItem } from "../studio/published";

const _copy = { en, ar } as const;

/** The charts show the latest five years. */
const CHART_YEARS = 5;

/** A published document's public address: its slug in the language, as a PDF. */
export const documentHref = (locale: Locale, slug: string) =>
  `/files/${locale}/${encodeURIComponent(slug)}.pdf`;

/** A published document as a download row. */
function row(locale: Locale, item: PublishedItem) {
  return {
    label: item.title,
    ...(item.fields.year ? { year: item.fields.year } : {}),
    file: documentHref(locale, item.slug),
    bytes: Number(item.fields.bytes ?? 0),
  };
}

/** SAR thousand to SAR million, to one decimal (the statements print thousands). */
const millions = (thousands: number) => Math.round(thousands / 100) / 10;

/** The charts' data: each key figure of the latest published statements, oldest year first. */
function chartData(highlights: Highlights, statements: PublishedItem[]): Highlights | undefined {
  const years = statements
    .filter((item) => figureFields.every((name) => Number.isFinite(Number(item.fields[name]))))
    .slice(0, CHART_YEARS)
    .reverse();
  // One year is no trend: the charts wait for a second.
  if (years.length < 2) return undefined;
  return {
    ...highlights,
    charts: highlights.charts.map((chart) => ({
      ...chart,
      data: years.map((item) => ({
        label: item.fields.year ?? item.date.slice(0, 4),
        value: millions(Number(item.fields[chart.series])),
      })),
    })),
  };
}

/** A page's copy with its download rows and charts drawn from the published documents. */
export async function withDocuments(page: PageContent, locale: Locale): Promise<PageContent> {
  const db = await getDb();
  const kinds = new Set(
    page.sections.flatMap((section) => (section.kind === "downloads" ? [section.documents] : [])),
  );
  if (page.highlights) kinds.add("statement");
  const lists = new Map(
    await Promise.all(
      [...kinds].map(async (kind) => [kind, await listPublished(db, kind, locale)] as const),
    ),
  );
  const { highlights, ...rest } = page;
  const charts = highlights ? chartData(highlights, lists.get("statement") ?? []) : undefined;
  return {
    ...rest,
    ...(charts ? { highlights: charts } : {}),
    sections: page.sections.map((section) =>
      section.kind === "downloads"
        ? {
            ...section,
            items: (lists.get(section.documents) ?? []).map((item) => row(locale, item)),
          }
        : section,
    ),
  };
}

/** The investors' pages whose copy holds the staff's documents (`parts.ts` serves them). */
export const documentPages = [
  "investorsServicesCenter",
  "finicalStatements",
  "regulationsAndPolicies",
] as const;

/** The product catalog in a language (the first by the studio's order), or null when none is published. */
export async function catalogDownload(locale: Locale, label: string) {
  const [catalog] = await listPublished(await getDb(), "catalog", locale, 1);
  return catalog ? { ...row(locale, catalog), label } : null;
}
