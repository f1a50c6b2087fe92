import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { DownloadList } from "./DownloadList";
import { policies, statements } from "./fixtures";

const { en, ar } = statements;

const meta = {
  title: "Sections/DownloadList",
  component: DownloadList,
  args: en,
} satisfies Meta<typeof DownloadList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The financial statements, one file per year from 2023 back to 2019. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    for (const year of ["2019", "2020", "2021", "2022", "2023"]) {
      const link = canvas.getByRole("link", {
        name: `Download Audited financial statements ${year}`,
      });
      await expect(link).toHaveAttribute("href", `/files/financial-statements-${year}.pdf`);
      await expect(link).toHaveAttribute("download");
    }
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(5);
    await expect(canvas.getByText("PDF, 2.4 MB")).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: ar,
  play: async ({ canvas }) => {
    const first = ar.items[0];
    const link = canvas.getByRole("link", { name: `تنزيل ${first?.label}` });
    await expect(link).toHaveAttribute("href", "/files/financial-statements-2023.pdf");
    await expect(link).toHaveAttribute("download");
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** Governance documents: no year, long labels. */
export const PoliciesEnglish: Story = {
  globals: { locale: "en" },
  args: policies.en,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: "Download Conflict of interest policy" }),
    ).toHaveAttribute("href", "/files/policy-conflict-of-interest.pdf");
  },
};

export const LongArabic: Story = {
  globals: { locale: "ar" },
  args: policies.ar,
  parameters: { viewport: "mobile" },
};
