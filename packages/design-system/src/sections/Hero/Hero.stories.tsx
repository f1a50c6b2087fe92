import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { homePages as arHome } from "../../../../../apps/site/src/content/ar/home";
import { sectorPages as arSectors } from "../../../../../apps/site/src/content/ar/sectors";
import { homePages as enHome } from "../../../../../apps/site/src/content/en/home";
import { sectorPages as enSectors } from "../../../../../apps/site/src/content/en/sectors";
import { Breadcrumbs } from "../../components/Breadcrumbs/Breadcrumbs";
import { hrefOf } from "../shared/storyHelpers";
import { Hero } from "./Hero";

const meta = {
  title: "Sections/Hero",
  component: Hero,
  args: {
    title: enHome.home.title,
    lead: enHome.home.lead,
    action: { label: "Contact us", href: hrefOf("en", "contactUs") },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(args.title);
    await expect(canvas.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/en/contact-us",
    );
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: {
    title: arHome.home.title,
    lead: arHome.home.lead,
    action: { label: "تواصل معنا", href: hrefOf("ar", "contactUs") },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(args.title);
    await expect(canvas.getByRole("link", { name: "تواصل معنا" })).toHaveAttribute(
      "href",
      "/ar/اتصل-بنا",
    );
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** A page hero with breadcrumbs, an eyebrow and two actions. */
export const WithBreadcrumbsEnglish: Story = {
  globals: { locale: "en" },
  args: {
    eyebrow: enSectors.services.title,
    title: enSectors.rawafedPark.title,
    lead: enSectors.rawafedPark.lead,
    breadcrumbs: (
      <Breadcrumbs
        tone="onBrand"
        items={[
          { label: "Home", href: "/en" },
          { label: enSectors.services.title, href: hrefOf("en", "services") },
          { label: enSectors.rawafedPark.title },
        ]}
      />
    ),
    action: { label: "Ask about availability", href: hrefOf("en", "contactUs") },
    secondaryAction: { label: "Our services", href: hrefOf("en", "services") },
  },
  play: async ({ canvas }) => {
    const trail = canvas.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail).toBeVisible();
    await expect(
      canvas.getByText(enSectors.rawafedPark.title, { selector: "span" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(within(trail).getByRole("link", { name: "Our services" })).toHaveAttribute(
      "href",
      "/en/services",
    );
    await expect(canvas.getAllByRole("link", { name: "Our services" })).toHaveLength(2);
  },
};

export const WithBreadcrumbsArabic: Story = {
  globals: { locale: "ar" },
  args: {
    eyebrow: arSectors.services.title,
    title: arSectors.rawafedPark.title,
    lead: arSectors.rawafedPark.lead,
    breadcrumbs: (
      <Breadcrumbs
        tone="onBrand"
        items={[
          { label: "الرئيسية", href: "/ar" },
          { label: arSectors.services.title, href: hrefOf("ar", "services") },
          { label: arSectors.rawafedPark.title },
        ]}
      />
    ),
    action: { label: "استفسر عن المساحات المتاحة", href: hrefOf("ar", "contactUs") },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "مسار التنقل" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      arSectors.rawafedPark.title,
    );
  },
};
