import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { brandFixture } from "../fixtures";
import { fullPage } from "../storyFixtures";
import { socialNetworks } from "../types";
import { SocialLinks } from "./SocialLinks";

const meta = {
  title: "Shell/SocialLinks",
  component: SocialLinks,
  // Fixed to the viewport: captured with the whole page.
  parameters: { layout: "fullscreen" },
  decorators: [fullPage],
  args: { social: brandFixture.social },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

const copy = {
  en: {
    label: "Rawafed Group on social media",
    newWindow: "opens in a new tab",
    links: {
      facebook: "Rawafed Group on Facebook",
      youtube: "Rawafed Group on YouTube",
      instagram: "Rawafed Group on Instagram",
      linkedin: "Rawafed Group on LinkedIn",
      x: "Rawafed Group on X",
    },
  },
  ar: {
    label: "مجموعة روافد على منصات التواصل الاجتماعي",
    newWindow: "يُفتح في علامة تبويب جديدة",
    links: {
      facebook: "مجموعة روافد على فيسبوك",
      youtube: "مجموعة روافد على يوتيوب",
      instagram: "مجموعة روافد على إنستغرام",
      linkedin: "مجموعة روافد على لينكدإن",
      x: "مجموعة روافد على إكس",
    },
  },
} as const;

const checkLinks =
  (locale: keyof typeof copy): Story["play"] =>
  async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: copy[locale].label });
    const links = within(nav).getAllByRole("link");
    await expect(links).toHaveLength(socialNetworks.length);
    for (const network of socialNetworks) {
      const link = within(nav).getByRole("link", { name: copy[locale].links[network] });
      const href = brandFixture.social.links.find((entry) => entry.network === network)?.href;
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleDescription(copy[locale].newWindow);
    }
    // On the start side: left in English, right in Arabic.
    const box = nav.getBoundingClientRect();
    if (locale === "en") await expect(box.left).toBeLessThan(window.innerWidth / 2);
    else await expect(box.right).toBeGreaterThan(window.innerWidth / 2);
    // Vertically centred.
    await expect(Math.abs(box.top + box.height / 2 - window.innerHeight / 2)).toBeLessThanOrEqual(
      1,
    );
  };

export const English: Story = { globals: { locale: "en" }, play: checkLinks("en") };
export const Arabic: Story = { globals: { locale: "ar" }, play: checkLinks("ar") };
export const MobileEnglish: Story = { ...English, parameters: { viewport: "mobile" } };
export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };
