import { FinancialHighlights } from "@rawafed/design-system";
import { formatNumber, type Locale } from "@rawafed/i18n";
import { useLoaderData, useParams } from "@tanstack/react-router";
import { Hydrate } from "@tanstack/react-start";
import { interaction } from "@tanstack/react-start/hydration";
import type { ReactNode } from "react";
import type { PageContent } from "../../content/schema";

const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** The investors' pages' charts of the group's figures, after the copy (SVG, no script needed). */
export function FinancialHighlightsPart(): ReactNode {
  const { locale } = useParams({ strict: false }) as { locale: Locale };
  const data = useLoaderData({ strict: false }) as PageContent | { page: PageContent };
  const { highlights } = "page" in data ? data.page : data;
  if (!highlights) return null;
  return (
    // Static like the sections above it: a new boundary per language, as an unhydrated one
    // keeps its server HTML.
    <Hydrate key={locale} when={interaction()}>
      <FinancialHighlights
        heading={highlights.heading}
        note={highlights.note}
        charts={highlights.charts.map((chart) => ({
          ...chart,
          highlight: "last",
          formatValue: (value: number) => formatNumber(locale, value, oneDecimal),
        }))}
      />
    </Hydrate>
  );
}
