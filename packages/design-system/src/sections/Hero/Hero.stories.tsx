import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Breadcrumbs } from "../../components/Breadcrumbs/Breadcrumbs";
import { homeHero, parkHero } from "./fixtures";
import { Hero } from "./Hero";

const { en: enPark, ar: arPark } = parkHero;

const meta = {
  title: "Sections/Hero",
  component: Hero,
  args: homeHero.en,
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(args.title);
    await expect(canvas.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      homeHero.en.action.href,
    );
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: homeHero.ar,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(args.title);
    await expect(canvas.getByRole("link", { name: "تواصل معنا" })).toHaveAttribute(
      "href",
      homeHero.ar.action.href,
    );
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** A page hero with breadcrumbs, an eyebrow and two actions. */
export const WithBreadcrumbsEnglish: Story = {
  globals: { locale: "en" },
  args: {
    eyebrow: enPark.eyebrow,
    title: enPark.title,
    lead: enPark.lead,
    breadcrumbs: (
      <Breadcrumbs
        tone="onBrand"
        items={[
          { label: "Home", href: enPark.homeHref },
          { label: enPark.eyebrow, href: enPark.sectionHref },
          { label: enPark.title },
        ]}
      />
    ),
    action: { label: "Ask about availability", href: enPark.contactHref },
    secondaryAction: { label: "Our services", href: enPark.sectionHref },
  },
  play: async ({ canvas }) => {
    const trail = canvas.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail).toBeVisible();
    await expect(canvas.getByText(enPark.title, { selector: "span" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(trail).getByRole("link", { name: "Our services" })).toHaveAttribute(
      "href",
      enPark.sectionHref,
    );
    await expect(canvas.getAllByRole("link", { name: "Our services" })).toHaveLength(2);
  },
};

export const WithBreadcrumbsArabic: Story = {
  globals: { locale: "ar" },
  args: {
    eyebrow: arPark.eyebrow,
    title: arPark.title,
    lead: arPark.lead,
    breadcrumbs: (
      <Breadcrumbs
        tone="onBrand"
        items={[
          { label: "الرئيسية", href: arPark.homeHref },
          { label: arPark.eyebrow, href: arPark.sectionHref },
          { label: arPark.title },
        ]}
      />
    ),
    action: { label: "استفسر عن المساحات المتاحة", href: arPark.contactHref },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "مسار التنقل" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(arPark.title);
  },
};
