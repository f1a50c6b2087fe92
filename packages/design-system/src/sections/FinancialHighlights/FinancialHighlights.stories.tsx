import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FinancialHighlights } from "./FinancialHighlights";
import { highlights } from "./fixtures";

const { en, ar } = highlights;

const meta = {
  title: "Sections/FinancialHighlights",
  component: FinancialHighlights,
  args: en,
} satisfies Meta<typeof FinancialHighlights>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The x centre of a chart's category label (`data-chart-label` is its index in the data). */
function labelCenter(figure: HTMLElement, index: number): number {
  const label = figure.querySelector(`svg [data-chart-label="${index}"]`);
  if (!label) throw new Error(`no label ${index}`);
  const box = label.getBoundingClientRect();
  return box.left + box.width / 2;
}

/** Four charts, two a row, with the note on units and source under them. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole("region", { name: "Financial highlights" });
    const figures = within(section).getAllByRole("figure");
    await expect(figures).toHaveLength(4);
    await expect(figures[2]).toHaveAccessibleName("Total assets SAR million");

    // Two columns: the second chart beside the first, the third under it.
    const [first, second, third] = figures.map((figure) => figure.getBoundingClientRect());
    await expect(second?.top).toBe(first?.top);
    await expect(third?.top).toBeGreaterThan(first?.bottom ?? 0);

    const table = within(section).getByRole("table", { name: "Total assets" });
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(5);
    await expect(rows[4]).toHaveTextContent("20231,571.9");
    await expect(within(section).getByText(en.note)).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: ar,
  play: async ({ canvas }) => {
    const section = await canvas.findByRole("region", { name: ar.heading });
    const figures = within(section).getAllByRole("figure");
    await expect(figures).toHaveLength(4);
    // Right to left: the first chart on the right, and 2019 at the right end of every chart.
    const [first, second] = figures.map((figure) => figure.getBoundingClientRect());
    await expect(first?.left).toBeGreaterThan(second?.left ?? 0);
    for (const figure of figures) {
      await expect(labelCenter(figure, 0)).toBeGreaterThan(labelCenter(figure, 4));
    }
    const table = within(section).getByRole("table", { name: "صافي الربح" });
    await expect(within(table).getAllByRole("row")).toHaveLength(6);
    await expect(within(table).getAllByRole("cell")[0]).toHaveTextContent("38.4");
    await expect(within(section).getByText(ar.note)).toBeVisible();
  },
};

/** One chart a row on a phone. */
export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: ar,
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole("region", { name: ar.heading });
    const [first, second] = within(section)
      .getAllByRole("figure")
      .map((figure) => figure.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? 0);
  },
};

/** On the dark band: each chart keeps its light surface. */
export const BrandEnglish: Story = {
  globals: { locale: "en" },
  args: { ...en, tone: "brand" },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole("figure")).toHaveLength(4);
  },
};
