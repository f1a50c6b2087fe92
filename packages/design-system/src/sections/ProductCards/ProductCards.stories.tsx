import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { services as arServices } from "../../../../../apps/site/src/content/ar/services";
import { services as enServices } from "../../../../../apps/site/src/content/en/services";
import { hrefOf } from "../shared/storyHelpers";
import { ProductCards } from "./ProductCards";

type Service = (typeof enServices)[number];

const storage = (services: readonly Service[]) => {
  const found = services.find((service) => service.slug === "storage-solutions");
  if (!found) throw new Error("no storage-solutions");
  return found;
};

const products = (locale: "en" | "ar", service: Service) => ({
  heading: service.title,
  intro: service.summary,
  items: service.items.map((item) => ({
    title: item.title,
    summary: item.summary,
    features: item.features,
    href: hrefOf(locale, `serviceDetail:${service.slug}/${item.id}`),
  })),
  catalogHref: "/files/rawafed-catalog.pdf",
});

const meta = {
  title: "Sections/ProductCards",
  component: ProductCards,
  args: products("en", storage(enServices)),
} satisfies Meta<typeof ProductCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Storage products: racking, dock levelers, elevators, ramps, firefighting, epoxy flooring. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: "Learn more about Dock levelers" }),
    ).toHaveAttribute("href", "/en/services/storage-solutions/dock-levelers");
    const catalog = canvas.getByRole("link", { name: "Download the full catalog" });
    await expect(catalog).toHaveAttribute("href", "/files/rawafed-catalog.pdf");
    await expect(catalog).toHaveAttribute("download");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: products("ar", storage(arServices)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "تنزيل دليل المنتجات الكامل" })).toHaveAttribute(
      "download",
    );
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };
