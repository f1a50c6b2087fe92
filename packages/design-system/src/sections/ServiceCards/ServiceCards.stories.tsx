import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { serviceItems, services } from "./fixtures";
import { ServiceCards } from "./ServiceCards";

const meta = {
  title: "Sections/ServiceCards",
  component: ServiceCards,
  args: services.en,
} satisfies Meta<typeof ServiceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: services.en.heading });
    await expect(within(section).getAllByRole("heading", { level: 3 })).toHaveLength(
      services.en.items.length,
    );
    await expect(
      canvas.getByRole("link", { name: `Learn more about ${services.en.items[0]?.title}` }),
    ).toHaveAttribute("href", services.en.items[0]?.href ?? "");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: services.ar,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: `اعرف المزيد عن ${services.ar.items[0]?.title}` }),
    ).toHaveAttribute("href", services.ar.items[0]?.href ?? "");
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** One service's items with their features. */
export const FeaturesEnglish: Story = {
  globals: { locale: "en" },
  args: serviceItems.en,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 3 }).length).toBeGreaterThan(0);
  },
};
