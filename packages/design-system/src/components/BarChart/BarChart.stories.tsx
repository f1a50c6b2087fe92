import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BarChart } from "./BarChart";
import { netProfitWithLoss, revenue } from "./fixtures";

const { en, ar } = revenue;

const meta = {
  title: "Primitives/BarChart",
  component: BarChart,
  args: en,
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The SVG's texts for one kind (`label`: the categories, `value`: the figures), in data order. */
function chartTexts(figure: HTMLElement, kind: "label" | "value"): SVGTextElement[] {
  const svg = figure.querySelector("svg");
  if (!svg) throw new Error("the chart has no SVG");
  const attribute = `data-chart-${kind}`;
  const order = (element: Element) => Number(element.getAttribute(attribute));
  return [...svg.querySelectorAll<SVGTextElement>(`[${attribute}]`)].sort(
    (a, b) => order(a) - order(b),
  );
}

const centerX = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.left + box.width / 2;
};

/** Revenue 2019-2023: the first year on the left, the latest in gold on the right. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const figure = await canvas.findByRole("figure", { name: "Revenue SAR million" });
    const svg = figure.querySelector("svg");
    await expect(svg).toHaveAttribute("aria-hidden", "true");
    await expect(svg).toHaveAttribute("focusable", "false");
    await expect(svg).toHaveAttribute("viewBox", "0 0 400 250");

    // Screen readers get the same data as a table: one row per year, values as printed.
    const table = within(figure).getByRole("table", { name: "Revenue" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Year", "Value (SAR million)"]);
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(en.data.length);
    await expect(rows[0]).toHaveTextContent("2019412.6");
    await expect(rows[4]).toHaveTextContent("2023604.2");

    const labels = chartTexts(figure, "label");
    await expect(labels.map((label) => label.textContent)).toEqual([
      "2019",
      "2020",
      "2021",
      "2022",
      "2023",
    ]);
    await expect(chartTexts(figure, "value")[4]).toHaveTextContent("604.2");
    // Left to right in English.
    const [first, , , , last] = labels;
    if (!first || !last) throw new Error("missing labels");
    await expect(centerX(first)).toBeLessThan(centerX(last));
  },
};

/** The same revenue in Arabic: the categories run from right to left, the texts unmirrored. */
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: ar,
  play: async ({ canvas }) => {
    const figure = await canvas.findByRole("figure", { name: "الإيرادات مليون ريال سعودي" });
    const table = within(figure).getByRole("table", { name: "الإيرادات" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["السنة", "القيمة (مليون ريال سعودي)"]);
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(ar.data.length);
    // Latin digits in Arabic too.
    await expect(within(rows[2] as HTMLElement).getByRole("cell")).toHaveTextContent("498.3");

    const labels = chartTexts(figure, "label");
    const values = chartTexts(figure, "value");
    const [first, , , , last] = labels;
    if (!first || !last) throw new Error("missing labels");
    await expect(first).toHaveTextContent("2019");
    // 2019 on the right, 2023 on the left; each value stays over its own year.
    await expect(centerX(first)).toBeGreaterThan(centerX(last));
    for (const [index, label] of labels.entries()) {
      const value = values[index];
      if (!value) throw new Error(`no value for ${label.textContent}`);
      await expect(Math.abs(centerX(value) - centerX(label))).toBeLessThan(1);
    }
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** A loss year: its bar hangs below the zero line, its value under it. */
export const LossEnglish: Story = {
  globals: { locale: "en" },
  args: netProfitWithLoss.en,
  play: async ({ canvas }) => {
    const figure = await canvas.findByRole("figure", { name: "Net profit (loss) SAR million" });
    const values = chartTexts(figure, "value");
    const [profit, loss] = values;
    if (!profit || !loss) throw new Error("missing values");
    await expect(loss).toHaveTextContent("-18.6");
    // The loss is printed under the baseline, the profits over it.
    await expect(loss.getBoundingClientRect().top).toBeGreaterThan(
      profit.getBoundingClientRect().bottom,
    );
    const table = within(figure).getByRole("table", { name: "Net profit (loss)" });
    await expect(within(table).getAllByRole("cell")[1]).toHaveTextContent("-18.6");
  },
};

export const LossArabic: Story = {
  globals: { locale: "ar" },
  args: netProfitWithLoss.ar,
  play: async ({ canvas }) => {
    const figure = await canvas.findByRole("figure", {
      name: "صافي الربح (الخسارة) مليون ريال سعودي",
    });
    const [profit, loss] = chartTexts(figure, "value");
    if (!profit || !loss) throw new Error("missing values");
    await expect(loss.getBoundingClientRect().top).toBeGreaterThan(
      profit.getBoundingClientRect().bottom,
    );
    // Right to left: 2019 (a profit) to the right of 2020 (the loss).
    await expect(centerX(profit)).toBeGreaterThan(centerX(loss));
  },
};

/** Categories that are not years: the table's first header says what they are. */
export const QuartersEnglish: Story = {
  globals: { locale: "en" },
  args: {
    title: "Storage occupancy",
    unit: "%",
    categoryLabel: "Quarter",
    data: [
      { label: "Q1", value: 81 },
      { label: "Q2", value: 86 },
      { label: "Q3", value: 90 },
      { label: "Q4", value: 88 },
    ],
    formatValue: (value: number) => String(value),
  },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Storage occupancy" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Quarter", "Value (%)"]);
  },
};
