import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Table } from "./Table";

const enRows = [2023, 2022, 2021, 2020, 2019].map((year, index) => ({
  year: String(year),
  document: `Audited financial statements ${year}`,
  size: `${(2.4 - index * 0.15).toFixed(1)} MB`,
}));

const arRows = [2023, 2022, 2021, 2020, 2019].map((year, index) => ({
  year: String(year),
  document: `القوائم المالية المدققة لعام ${year}`,
  size: `${(2.4 - index * 0.15).toFixed(1)} ميغابايت`,
}));

const meta = {
  title: "Primitives/Table",
  component: Table<"year" | "document" | "size">,
  args: {
    caption: "Annual financial statements",
    columns: [
      { key: "year", header: "Year", numeric: true },
      { key: "document", header: "Document" },
      { key: "size", header: "Size", numeric: true },
    ],
    rows: enRows,
    rowHeader: "year",
  },
} satisfies Meta<typeof Table<"year" | "document" | "size">>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Annual financial statements" });
    const headers = within(table).getAllByRole("columnheader");
    await expect(headers).toHaveLength(3);
    for (const header of headers) await expect(header).toHaveAttribute("scope", "col");
    const rowHeaders = within(table).getAllByRole("rowheader");
    await expect(rowHeaders).toHaveLength(5);
    await expect(rowHeaders[0]).toHaveAttribute("scope", "row");
    await expect(rowHeaders[0]).toHaveTextContent("2023");
    // The scroll container is a focusable region named by the caption.
    await expect(
      canvas.getByRole("region", { name: "Annual financial statements" }),
    ).toHaveAttribute("tabindex", "0");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: {
    caption: "القوائم المالية السنوية",
    columns: [
      { key: "year", header: "السنة", numeric: true },
      { key: "document", header: "المستند" },
      { key: "size", header: "الحجم", numeric: true },
    ],
    rows: arRows,
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "القوائم المالية السنوية" });
    await expect(within(table).getAllByRole("rowheader")).toHaveLength(5);
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** The caption read out but not shown, when a heading above already names the table. */
export const HiddenCaptionEnglish: Story = {
  globals: { locale: "en" },
  args: { captionHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "Annual financial statements" })).toBeVisible();
  },
};
