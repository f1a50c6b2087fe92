import { useDirection } from "@radix-ui/react-direction";
import { useT } from "@rawafed/i18n";
import { useId } from "react";
import { visuallyHidden } from "../VisuallyHidden/VisuallyHidden.css";
import * as styles from "./BarChart.css";

export interface BarChartDatum {
  /** The category under its bar, e.g. the year ("2023"). */
  label: string;
  value: number;
}

export interface BarChartProps {
  /** What the chart shows ("Revenue"), already localized: the figure's caption. */
  title: string;
  /** The unit of the values ("SAR million"), shown under the title and in the table's header. */
  unit?: string;
  /** What the categories are ("Quarter"), already localized: the table's first header. "Year" by default. */
  categoryLabel?: string;
  /** One bar per category, in reading order (the first year first). */
  data: readonly BarChartDatum[];
  /** Formats a value for the labels and the table, in the page's language. */
  formatValue: (value: number) => string;
  /** `last` draws the last bar (the latest year) in gold; `none` draws every bar alike. */
  highlight?: "last" | "none";
}

// The drawing's own units. The SVG scales to its container, so these fix its ratio (8:5).
const width = 400;
const height = 250;
const padInline = 8;
/** Above the highest bar: its value. */
const valueBand = 24;
/** Under the lowest bar (a negative one): its value. */
const negativeBand = 24;
/** Under the plot: the categories. */
const categoryBand = 30;
/** Between a bar's end and its value. */
const valueGap = 7;
/** About the height of a digit at the largest text size (under a negative bar, the text hangs). */
const digitHeight = 12;

/** A round step (1, 2, 2.5 or 5 times a power of ten) for about `count` intervals. */
function niceStep(range: number, count: number): number {
  const raw = range / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  const factor = norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10;
  return factor * magnitude;
}

/** Coordinates with two decimals: short markup, and the same text on the server and the client. */
const round = (n: number) => Math.round(n * 100) / 100;

interface Scale {
  /** The value's y coordinate. */
  y: (value: number) => number;
  /** Values of the light gridlines (zero is the axis). */
  ticks: number[];
}

function scaleFor(values: readonly number[]): Scale {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const step = niceStep(max - min || 1, 4);
  // Round ends: the outer gridlines frame the bars.
  const first = Math.floor(min / step);
  const last = Math.max(Math.ceil(max / step), first < 0 ? 0 : 1);
  const low = first * step;
  const span = (last - first) * step;
  const plotTop = valueBand;
  const plotBottom = height - categoryBand - (min < 0 ? negativeBand : 0);
  const y = (value: number) => round(plotBottom - ((value - low) / span) * (plotBottom - plotTop));
  const ticks: number[] = [];
  // Counted in steps, not added up, so no rounding error creeps into the values.
  for (let i = first; i <= last; i++) {
    if (i !== 0) ticks.push(i * step);
  }
  return { y, ticks };
}

/** A bar from zero to its value, its two corners away from the axis rounded. */
function barPath(x: number, barWidth: number, zero: number, top: number): string {
  const length = Math.abs(zero - top);
  if (length === 0) return "";
  const r = Math.min(3, barWidth / 2, length);
  const sign = top < zero ? 1 : -1;
  const end = top + sign * r;
  const right = round(x + barWidth);
  return [
    `M${round(x)} ${zero}`,
    `V${round(end)}`,
    `Q${round(x)} ${top} ${round(x + r)} ${top}`,
    `H${round(right - r)}`,
    `Q${right} ${top} ${right} ${round(end)}`,
    `V${zero}Z`,
  ].join("");
}

/**
 * A bar chart drawn as SVG while rendering (no effect, no state, no script needed): the value over
 * each bar, the category under it, gridlines and the zero axis. Categories run in the reading
 * direction (the first year on the right in Arabic); texts are placed, never mirrored. The SVG is
 * hidden from assistive technology, which reads the same data as a table instead.
 */
export function BarChart({
  title,
  unit,
  categoryLabel,
  data,
  formatValue,
  highlight = "last",
}: BarChartProps) {
  const t = useT();
  const captionId = useId();
  const rtl = useDirection() === "rtl";
  const { y, ticks } = scaleFor(data.map((datum) => datum.value));
  const zero = y(0);
  const slot = (width - 2 * padInline) / Math.max(data.length, 1);
  const barWidth = Math.min(slot * 0.6, 48);
  const centerOf = (index: number) =>
    round(padInline + slot * ((rtl ? data.length - 1 - index : index) + 0.5));
  const categoryY = height - categoryBand + 22;
  const lastIndex = highlight === "last" ? data.length - 1 : -1;

  return (
    // Named by its caption explicitly too: not every tool derives a figure's name from it.
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        <span className={styles.title}>{title}</span>
        {unit && (
          <>
            {" "}
            <span className={styles.unit}>{unit}</span>
          </>
        )}
      </figcaption>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        focusable="false"
      >
        {ticks.map((tick) => (
          <line
            key={tick}
            className={styles.gridline}
            x1={padInline}
            x2={width - padInline}
            y1={y(tick)}
            y2={y(tick)}
          />
        ))}
        {data.map((datum, index) => {
          const center = centerOf(index);
          const top = y(datum.value);
          const highlighted = index === lastIndex;
          const valueY = datum.value < 0 ? top + valueGap + digitHeight : top - valueGap;
          return (
            <g key={datum.label}>
              <path
                className={highlighted ? styles.barHighlight : styles.bar}
                d={barPath(center - barWidth / 2, barWidth, zero, top)}
              />
              <text
                className={highlighted ? `${styles.value} ${styles.valueHighlight}` : styles.value}
                x={center}
                y={round(valueY)}
                textAnchor="middle"
                data-chart-value={index}
              >
                {formatValue(datum.value)}
              </text>
              <text
                className={styles.category}
                x={center}
                y={categoryY}
                textAnchor="middle"
                data-chart-label={index}
              >
                {datum.label}
              </text>
            </g>
          );
        })}
        {/* The zero axis last, over the bars' feet. */}
        <line className={styles.axis} x1={padInline} x2={width - padInline} y1={zero} y2={zero} />
      </svg>
      {/* The same data for assistive technology. A div, since a table cannot sit in a span. */}
      <div className={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel ?? t("chart.column.year")}</th>
              <th scope="col">
                {unit ? t("chart.column.valueIn", { unit }) : t("chart.column.value")}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.label}>
                <th scope="row">{datum.label}</th>
                <td>{formatValue(datum.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
