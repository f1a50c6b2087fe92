import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sectorPages as arSectors } from "../../../../../apps/site/src/content/ar/sectors";
import { services as arServices } from "../../../../../apps/site/src/content/ar/services";
import { sectorPages as enSectors } from "../../../../../apps/site/src/content/en/sectors";
import { services as enServices } from "../../../../../apps/site/src/content/en/services";
import { hrefOf } from "../shared/storyHelpers";
import { ServiceCards } from "./ServiceCards";

type Service = (typeof enServices)[number];

const cards = (locale: "en" | "ar", services: readonly Service[]) =>
  services.map((service) => ({
    title: service.title,
    summary: service.summary,
    href: hrefOf(locale, `serviceList:${service.slug}`),
  }));

const meta = {
  title: "Sections/ServiceCards",
  component: ServiceCards,
  args: { heading: enSectors.services.title, items: cards("en", enServices) },
} satisfies Meta<typeof ServiceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: enSectors.services.title });
    await expect(within(section).getAllByRole("heading", { level: 3 })).toHaveLength(
      enServices.length,
    );
    await expect(
      canvas.getByRole("link", { name: "Learn more about Storage solutions" }),
    ).toHaveAttribute("href", "/en/services/storage-solutions");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { heading: arSectors.services.title, items: cards("ar", arServices) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: `اعرف المزيد عن ${arServices[0]?.title}` }),
    ).toHaveAttribute("href", "/ar/services/storage-solutions");
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** One service's items with their features. */
export const FeaturesEnglish: Story = {
  globals: { locale: "en" },
  args: {
    heading: enServices[1]?.title,
    items: (enServices[1]?.items ?? []).map((item) => ({
      title: item.title,
      summary: item.summary,
      features: item.features,
      href: hrefOf("en", `serviceDetail:${enServices[1]?.slug}/${item.id}`),
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 3 }).length).toBeGreaterThan(0);
  },
};
