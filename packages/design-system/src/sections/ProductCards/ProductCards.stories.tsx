import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { storageProducts } from "./fixtures";
import { ProductCards } from "./ProductCards";

const meta = {
  title: "Sections/ProductCards",
  component: ProductCards,
  args: storageProducts.en,
} satisfies Meta<typeof ProductCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Storage products: racking, dock levelers, elevators, ramps, firefighting, epoxy flooring. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: `Learn more about ${storageProducts.en.items[1]?.title}` }),
    ).toHaveAttribute("href", storageProducts.en.items[1]?.href ?? "");
    const catalog = canvas.getByRole("link", { name: "Download the full catalog" });
    await expect(catalog).toHaveAttribute("href", storageProducts.en.catalogHref);
    await expect(catalog).toHaveAttribute("download");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: storageProducts.ar,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "تنزيل دليل المنتجات الكامل" })).toHaveAttribute(
      "download",
    );
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };
