import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { groupFigures, parkFigures } from "./fixtures";
import { StatFigures } from "./StatFigures";

const { en: enPark, ar: arPark } = parkFigures;

const meta = {
  title: "Sections/StatFigures",
  component: StatFigures,
  args: enPark,
} satisfies Meta<typeof StatFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logistics park in figures. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "The park in figures" });
    const items = within(section).getAllByRole("listitem");
    await expect(items).toHaveLength(enPark.items.length);
    await expect(items[3]).toHaveTextContent("44,000pallet positions");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: arPark,
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: arPark.heading });
    await expect(within(section).getAllByRole("listitem")).toHaveLength(arPark.items.length);
    await expect(within(section).getByText("44,000")).toBeVisible();
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** The home page's figures on the dark band. */
export const BrandEnglish: Story = {
  globals: { locale: "en" },
  args: { ...groupFigures.en, tone: "brand" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(
      groupFigures.en.heading ?? "",
    );
  },
};

export const BrandArabic: Story = {
  globals: { locale: "ar" },
  args: { ...groupFigures.ar, tone: "brand" },
};
