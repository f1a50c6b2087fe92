import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Breadcrumbs } from "../../components/Breadcrumbs/Breadcrumbs";
import { imageSettled } from "../../components/Picture/fixtures";
import { Picture } from "../../components/Picture/Picture";
import { heroPicture, homeHero, parkHero } from "./fixtures";
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

/** The scene beside the text: eager and fetched first, it is the page's largest picture. */
const withMedia = (locale: "en" | "ar") => (
  <Picture {...heroPicture[locale]} priority sizes="(min-width: 1024px) 40vw, 100vw" />
);

function heroParts(canvasElement: HTMLElement) {
  const image = canvasElement.querySelector("img");
  const title = canvasElement.querySelector("h1");
  const lead = title?.nextElementSibling;
  const actions = canvasElement.querySelector("a")?.parentElement;
  if (!image || !title || !lead || !actions) throw new Error("missing a part of the hero");
  return { image, title, lead, actions };
}

const centerY = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top + box.height / 2;
};

/** Desktop: the text at the inline start (left), the picture at the inline end, centred. */
export const WithMediaEnglish: Story = {
  globals: { locale: "en" },
  args: { media: withMedia("en") },
  play: async ({ canvas, canvasElement }) => {
    const { image, title } = heroParts(canvasElement);
    await expect(canvas.getByRole("img", { name: heroPicture.en.alt })).toBe(image);
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await imageSettled(image);
    const picture = image.getBoundingClientRect();
    await expect(picture.left).toBeGreaterThan(title.getBoundingClientRect().right);
    // Vertically centred against the text column.
    const text = title.parentElement;
    if (!text) throw new Error("no text column");
    await expect(Math.abs(centerY(image) - centerY(text))).toBeLessThan(2);
  },
};

/** Arabic: the text on the right, the picture on the left (the inline end). */
export const WithMediaArabic: Story = {
  globals: { locale: "ar" },
  args: { ...homeHero.ar, media: withMedia("ar") },
  play: async ({ canvas, canvasElement }) => {
    const { image, title } = heroParts(canvasElement);
    await expect(canvas.getByRole("img", { name: heroPicture.ar.alt })).toBe(image);
    await imageSettled(image);
    await expect(image.getBoundingClientRect().right).toBeLessThan(
      title.getBoundingClientRect().left,
    );
  },
};

/** A phone: the picture under the lead, full width and rounded, the action under it. */
export const WithMediaMobileArabic: Story = {
  globals: { locale: "ar" },
  parameters: { viewport: "mobile" },
  args: { ...homeHero.ar, media: withMedia("ar") },
  play: async ({ canvasElement }) => {
    const { image, lead, actions } = heroParts(canvasElement);
    await imageSettled(image);
    const picture = image.getBoundingClientRect();
    const leadBox = lead.getBoundingClientRect();
    await expect(picture.top).toBeGreaterThan(leadBox.bottom);
    await expect(actions.getBoundingClientRect().top).toBeGreaterThan(picture.bottom);
    await expect(Math.abs(picture.width - leadBox.width)).toBeLessThan(1);
    const frame = image.closest("picture")?.parentElement;
    if (!frame) throw new Error("no frame around the picture");
    await expect(getComputedStyle(frame).borderRadius).toBe("16px");
  },
};
