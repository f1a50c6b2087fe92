import { BarChart, type BarChartProps } from "../../components/BarChart/BarChart";
import { Grid } from "../../components/Grid/Grid";
import { Section, type SectionBaseProps } from "../shared/Section";
import * as styles from "./FinancialHighlights.css";

export interface FinancialHighlightsProps extends SectionBaseProps {
  /** The charts (revenue, net profit, total assets, equity), each with its own title and data. */
  charts: readonly BarChartProps[];
  /** A lead paragraph under the heading. */
  intro?: string;
  /** A note under the charts (units, source), already localized. */
  note?: string;
}

/**
 * Key financial figures over the years: bar charts in a grid (one column on phones, two from
 * 768 px), drawn on the server, with an optional note on units and source under them.
 */
export function FinancialHighlights({
  heading,
  id,
  tone,
  intro,
  charts,
  note,
}: FinancialHighlightsProps) {
  return (
    <Section heading={heading} id={id} tone={tone} intro={intro}>
      <Grid as="ul" columns={{ mobile: 1, tablet: 2 }}>
        {charts.map((chart) => (
          <li key={chart.title} className={styles.item}>
            <BarChart {...chart} />
          </li>
        ))}
      </Grid>
      {note && <p className={styles.note}>{note}</p>}
    </Section>
  );
}
