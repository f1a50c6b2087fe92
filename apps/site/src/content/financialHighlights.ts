import { type HighlightSeries, highlights } from "../documents/financials";
import type { Highlights } from "./schema";

/**
 * The investors' pages' charts, drawn from the same figures as the statements they offer to
 * download (src/documents/financials.ts); a locale gives only the words.
 */
export function financialHighlights(copy: {
  heading: string;
  note: string;
  unit: string;
  titles: Record<HighlightSeries, string>;
}): Highlights {
  const series = highlights();
  return {
    heading: copy.heading,
    note: copy.note,
    charts: (Object.keys(copy.titles) as HighlightSeries[]).map((key) => ({
      title: copy.titles[key],
      unit: copy.unit,
      data: series[key].map(({ year, value }) => ({ label: String(year), value })),
    })),
  };
}
