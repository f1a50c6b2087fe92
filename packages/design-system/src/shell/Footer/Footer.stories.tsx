import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { brandFixture } from "../fixtures";
import { hrefOf, NewsletterPreview, quickLinksFor } from "../storyFixtures";
import { Footer } from "./Footer";

const props = (locale: Locale) => ({
  brand: brandFixture,
  year: 2026,
  newsletter: <NewsletterPreview />,
  quickLinks: quickLinksFor(locale),
});

const meta = {
  title: "Shell/Footer",
  component: Footer,
  args: props("en"),
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const copy = {
  en: {
    phone: "Unified number",
    whatsapp: "WhatsApp",
    email: "Email",
    offices: ["Riyadh", "Buraydah, Al Qassim", "Dammam", "Jeddah", "Cairo"],
    headOffice: "Head office",
    links: "Quick links",
    contactUs: "Contact us",
    newsletter: "Newsletter",
    rights: "© 2026 Rawafed Group. All rights reserved.",
  },
  ar: {
    phone: "الرقم الموحد",
    whatsapp: "واتساب",
    email: "البريد الإلكتروني",
    offices: ["الرياض", "بريدة، القصيم", "الدمام", "جدة", "القاهرة"],
    headOffice: "المقر الرئيسي",
    links: "روابط سريعة",
    contactUs: "اتصل بنا",
    newsletter: "النشرة الإخبارية",
    rights: "© 2026 مجموعة روافد. جميع الحقوق محفوظة.",
  },
} as const;

const checkFooter =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const text = copy[locale];
    const footer = canvas.getByRole("contentinfo");
    const scope = within(footer);

    // Contact details: the number, WhatsApp and e-mail, each kept left-to-right.
    const phone = scope.getByRole("link", { name: brandFixture.phone });
    await expect(phone).toHaveAttribute("href", `tel:${brandFixture.phone}`);
    const whatsapp = scope.getByRole("link", { name: brandFixture.whatsapp });
    await expect(whatsapp).toHaveAttribute("href", "https://wa.me/966500000000");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    const email = scope.getByRole("link", { name: brandFixture.email });
    await expect(email).toHaveAttribute("href", `mailto:${brandFixture.email}`);
    for (const link of [phone, whatsapp, email]) {
      await expect(link.querySelector("[dir]")).toHaveAttribute("dir", "ltr");
    }
    for (const term of [text.phone, text.whatsapp, text.email]) {
      await expect(scope.getByText(term, { selector: "dt" })).toBeVisible();
    }

    // Offices in order, the head office marked.
    const offices = scope.getAllByRole("listitem").filter((item) => !item.querySelector("a"));
    await expect(offices.map((item) => item.firstElementChild?.textContent)).toEqual(text.offices);
    await expect(offices[0]).toHaveTextContent(text.headOffice);

    // Quick links, the newsletter slot, the copyright with the year.
    const links = scope.getByRole("navigation", { name: text.links });
    await expect(within(links).getAllByRole("link")).toHaveLength(quickLinksFor(locale).length);
    await expect(within(links).getByRole("link", { name: text.contactUs })).toHaveAttribute(
      "href",
      hrefOf(locale)("contactUs"),
    );
    await expect(scope.getByRole("heading", { name: text.newsletter })).toBeVisible();
    await expect(scope.getByRole("textbox")).toBeVisible();
    await expect(scope.getByText(text.rights)).toBeVisible();
  };

export const English: Story = { globals: { locale: "en" }, play: checkFooter("en") };
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: props("ar"),
  play: checkFooter("ar"),
};
export const MobileEnglish: Story = { ...English, parameters: { viewport: "mobile" } };
export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** Without the optional parts: offices, contact details and copyright only. */
export const MinimalArabic: Story = {
  globals: { locale: "ar" },
  args: { brand: brandFixture, year: 2026, newsletter: undefined, quickLinks: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await expect(canvas.getByText(copy.ar.rights)).toBeVisible();
  },
};
