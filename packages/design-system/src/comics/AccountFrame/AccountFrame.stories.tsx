import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { AccountMenu } from "../AccountMenu/AccountMenu";
import { text } from "../shared/storyHelpers";
import { AccountFrame } from "./AccountFrame";

const menu = (locale: Locale) => (
  <AccountMenu
    hrefs={{ personalInfo: `/${locale}/account`, settings: `/${locale}/account/settings` }}
    current="settings"
  />
);

const page = (locale: Locale) => (
  <section aria-labelledby="frame-title">
    <h1 id="frame-title">{text(locale, "comics.account.settings")}</h1>
    <p>{locale === "en" ? "The page's forms come here." : "تأتي نماذج الصفحة هنا."}</p>
  </section>
);

const meta = {
  title: "Comics/AccountFrame",
  component: AccountFrame,
  args: { menu: menu("en"), children: page("en") },
} satisfies Meta<typeof AccountFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu sits at the reading start of the page: left in English, right in Arabic. */
const menuAtStart =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: text(locale, "comics.account.menuLabel") });
    const heading = canvas.getByRole("heading", { level: 1 });
    const navBox = nav.getBoundingClientRect();
    const headingBox = heading.getBoundingClientRect();
    if (locale === "en") await expect(navBox.right).toBeLessThanOrEqual(headingBox.left);
    else await expect(navBox.left).toBeGreaterThanOrEqual(headingBox.right);
  };

export const English: Story = { globals: { locale: "en" }, play: menuAtStart("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { menu: menu("ar"), children: page("ar") },
  play: menuAtStart("ar"),
};

/** On a phone the menu comes first, above the page. */
const menuAbove =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: text(locale, "comics.account.menuLabel") });
    const heading = canvas.getByRole("heading", { level: 1 });
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      heading.getBoundingClientRect().top,
    );
  };

export const MobileEnglish: Story = {
  globals: { locale: "en" },
  parameters: { viewport: "mobile" },
  play: menuAbove("en"),
};

export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { menu: menu("ar"), children: page("ar") },
  parameters: { viewport: "mobile" },
  play: menuAbove("ar"),
};
