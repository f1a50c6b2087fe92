import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { homePages as arHome } from "../../../../../apps/site/src/content/ar/home";
import { homePages as enHome } from "../../../../../apps/site/src/content/en/home";
import { hrefOf, pick } from "../shared/storyHelpers";
import { CtaBand } from "./CtaBand";

const en = pick(enHome.home.sections, "cta");
const ar = pick(arHome.home.sections, "cta");

const meta = {
  title: "Sections/CtaBand",
  component: CtaBand,
  args: { heading: en.heading, body: en.body, action: en.action, href: hrefOf("en", en.href) },
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: en.heading })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Talk to our team" })).toHaveAttribute(
      "href",
      "/en/contact-us",
    );
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { heading: ar.heading, body: ar.body, action: ar.action, href: hrefOf("ar", ar.href) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: ar.action })).toHaveAttribute(
      "href",
      "/ar/اتصل-بنا",
    );
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };
