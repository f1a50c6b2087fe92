import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { imageSettled } from "../../components/Picture/fixtures";
import { productsWithImages, storageProducts } from "./fixtures";
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

/** Each product with a picture at the top of its card, under the gold bar. */
export const WithImagesEnglish: Story = {
  globals: { locale: "en" },
  args: productsWithImages.en,
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole("heading", { level: 3 });
    await expect(titles).toHaveLength(3);
    for (const title of titles) {
      const card = title.closest("li");
      if (!card) throw new Error(`no card for ${title.textContent}`);
      const image = within(card).getByRole<HTMLImageElement>("img", {
        name: productsWithImages.en.items[0]?.image.alt,
      });
      await expect(image).toHaveAttribute("loading", "lazy");
      await imageSettled(image);
      // Above the product's title.
      await expect(image.getBoundingClientRect().bottom).toBeLessThan(
        title.getBoundingClientRect().top,
      );
    }
  },
};

export const WithImagesArabic: Story = {
  globals: { locale: "ar" },
  args: productsWithImages.ar,
  play: async ({ canvasElement }) => {
    for (const image of canvasElement.querySelectorAll("img")) await imageSettled(image);
    await expect(canvasElement.querySelectorAll("img")).toHaveLength(3);
  },
};

export const WithImagesMobileArabic: Story = {
  ...WithImagesArabic,
  parameters: { viewport: "mobile" },
};
