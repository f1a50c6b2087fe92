import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { brandFixture, navigationSize } from "../fixtures";
import { LanguageSwitch } from "../LanguageSwitch/LanguageSwitch";
import { fullPage, hrefOf, navigationFor } from "../storyFixtures";
import { Header } from "./Header";

const props = (locale: Locale) => ({
  brandName: brandFixture.name,
  homeHref: `/${locale}`,
  navigation: navigationFor(locale),
  current: hrefOf(locale)("contactUs"),
  languageSwitch: (
    <LanguageSwitch locale={locale} href={hrefOf(locale === "en" ? "ar" : "en")("contactUs")} />
  ),
});

const meta = {
  title: "Shell/Header",
  component: Header,
  args: props("en"),
  // Full width, and room below the bar for the open menus.
  parameters: { layout: "fullscreen" },
  decorators: [fullPage],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const copy = {
  en: {
    brand: "Rawafed Group",
    nav: "Site navigation",
    groups: [
      "About Rawafed",
      "Investor relations",
      "Services",
      "Factories",
      "Media center",
      "Contact",
    ],
    about: "About Rawafed",
    contact: "Contact",
    current: "Contact us",
    aboutUs: "About us",
    twin: "العربية",
    twinLang: "ar",
    twinHref: "/ar/اتصل-بنا",
    menuOpen: "Open menu",
    menuClose: "Close menu",
    menuTitle: "Menu",
  },
  ar: {
    brand: "مجموعة روافد",
    nav: "التنقل في الموقع",
    groups: ["عن روافد", "علاقات المستثمرين", "الخدمات", "المصانع", "المركز الإعلامي", "التواصل"],
    about: "عن روافد",
    contact: "التواصل",
    current: "اتصل بنا",
    aboutUs: "من نحن",
    twin: "English",
    twinLang: "en",
    twinHref: "/en/contact-us",
    menuOpen: "فتح القائمة",
    menuClose: "إغلاق القائمة",
    menuTitle: "القائمة",
  },
} as const;

/** The bar at 1280 px: brand, six groups, the language switch. */
const desktopPlay =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const text = copy[locale];
    await expect(canvas.getByRole("banner")).toBeVisible();
    await expect(canvas.getByRole("link", { name: text.brand })).toHaveAttribute(
      "href",
      `/${locale}`,
    );
    const nav = canvas.getByRole("navigation", { name: text.nav });
    const buttons = within(nav).getAllByRole("button");
    await expect(buttons.map((button) => button.textContent)).toEqual(text.groups);
    for (const button of buttons) await expect(button).toHaveAttribute("aria-expanded", "false");
    // All menus closed: no link is exposed yet.
    await expect(within(nav).queryAllByRole("link")).toHaveLength(0);
    await expect(canvas.queryByRole("button", { name: text.menuOpen })).toBeNull();

    const switchLink = canvas.getByRole("link", { name: text.twin });
    await expect(switchLink).toHaveAttribute("href", text.twinHref);
    await expect(switchLink).toHaveAttribute("lang", text.twinLang);
  };

export const English: Story = { globals: { locale: "en" }, play: desktopPlay("en") };
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: props("ar"),
  play: desktopPlay("ar"),
};

/** Disclosure menus: click opens, Escape closes (focus back), a click outside closes. */
const openPlay =
  (locale: Locale): Story["play"] =>
  async ({ canvas, canvasElement }) => {
    const text = copy[locale];
    const nav = canvas.getByRole("navigation", { name: text.nav });
    const about = within(nav).getByRole("button", { name: text.about });
    const contact = within(nav).getByRole("button", { name: text.contact });

    await userEvent.click(about);
    await expect(about).toHaveAttribute("aria-expanded", "true");
    const aboutList = canvasElement.ownerDocument.getElementById(
      about.getAttribute("aria-controls") ?? "",
    ) as HTMLElement;
    await expect(aboutList).toBeVisible();
    await expect(within(aboutList).getAllByRole("link")).toHaveLength(navigationSize.about);
    await expect(within(aboutList).getByRole("link", { name: text.aboutUs })).toHaveAttribute(
      "href",
      hrefOf(locale)("aboutUs"),
    );

    // Escape from inside the menu: closed, focus back on its button.
    await userEvent.tab();
    await expect(within(aboutList).getByRole("link", { name: text.aboutUs })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(aboutList).not.toBeVisible();
    await expect(about).toHaveFocus();

    // Only one menu at a time; a click outside closes it.
    await userEvent.click(about);
    await userEvent.click(contact);
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(contact).toHaveAttribute("aria-expanded", "false");

    // Open again for the picture: the current page is marked.
    await userEvent.click(contact);
    const current = within(nav).getByRole("link", { name: text.current });
    await waitFor(() => expect(current).toBeVisible());
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(
      within(nav)
        .getAllByRole("link")
        .filter((link) => link.hasAttribute("aria-current")),
    ).toHaveLength(1);
  };

export const OpenEnglish: Story = { globals: { locale: "en" }, play: openPlay("en") };
export const OpenArabic: Story = {
  globals: { locale: "ar" },
  args: props("ar"),
  play: openPlay("ar"),
};

/** Below 1024 px: the menu button opens every link in a dialog; Escape closes it. */
const mobilePlay =
  (locale: Locale): Story["play"] =>
  async ({ canvas, canvasElement }) => {
    const text = copy[locale];
    const screen = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole("navigation", { name: text.nav })).toBeNull();
    const menuButton = canvas.getByRole("button", { name: text.menuOpen });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByRole("link", { name: text.twin })).toBeVisible();

    await userEvent.click(menuButton);
    const dialog = await screen.findByRole("dialog", { name: text.menuTitle });
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const nav = within(dialog).getByRole("navigation", { name: text.nav });
    await expect(within(nav).getAllByRole("link")).toHaveLength(navigationSize.links);
    await expect(within(nav).getByRole("link", { name: text.current })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(dialog).getByRole("link", { name: text.twin })).toHaveAttribute(
      "href",
      text.twinHref,
    );
    await expect(within(dialog).getByRole("button", { name: text.menuClose })).toBeVisible();

    // Focus moves in and stays in.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(menuButton).toHaveFocus();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  };

export const MobileEnglish: Story = {
  globals: { locale: "en" },
  parameters: { viewport: "mobile" },
  play: mobilePlay("en"),
};
export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: props("ar"),
  parameters: { viewport: "mobile" },
  play: mobilePlay("ar"),
};

/** The mobile menu left open, for the picture. */
const mobileOpenPlay =
  (locale: Locale): Story["play"] =>
  async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: copy[locale].menuOpen }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: copy[locale].menuTitle,
    });
    await expect(dialog).toBeVisible();
  };

export const MobileOpenEnglish: Story = {
  globals: { locale: "en" },
  parameters: { viewport: "mobile" },
  play: mobileOpenPlay("en"),
};
export const MobileOpenArabic: Story = {
  globals: { locale: "ar" },
  args: props("ar"),
  parameters: { viewport: "mobile" },
  play: mobileOpenPlay("ar"),
};
