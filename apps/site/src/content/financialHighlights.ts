import { type HighlightSeries, type Highlights, highlightSeries } from "./schema";

/**
 * The investors' pages' charts: a locale gives the words, the server draws each chart's data
 * from the published statements' key figures (`server/content/documents.ts`).
 */
export function financialHighlights(copy: {
  heading: string;
  note: string;
  unit: string;
  titles: Record<HighlightSeries, string>;
}): Highlights {
  return {
    heading: copy.heading,
    note: copy.note,
    charts: highlightSeries.map((series) => ({
      title: copy.titles[series],
      unit: copy.unit,
      series,
      data: [],
    })),
  };
}
