import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AccountButton, type AccountButtonProps } from "../../comics/AccountButton/AccountButton";
import { accountPages } from "../../comics/AccountMenu/AccountMenu";
import { portraitSrc, text } from "../../comics/shared/storyHelpers";
import { brandFixture } from "../fixtures";
import {
  hrefOf,
  NewsletterPreview,
  PageContent,
  shellFixture,
  shownWhenScrolled,
} from "../storyFixtures";
import { AppShell } from "./AppShell";

const props = (locale: Locale) => ({
  ...shellFixture(locale),
  locale,
  twinHref: hrefOf(locale === "en" ? "ar" : "en")("home"),
  year: 2026,
  current: hrefOf(locale)("home"),
  newsletter: <NewsletterPreview />,
  children: <PageContent />,
});

const meta = {
  title: "Shell/AppShell",
  component: AppShell,
  args: props("en"),
  parameters: { layout: "fullscreen" },
  beforeEach: () => {
    window.scrollTo({ top: 0, behavior: "instant" });
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const copy = {
  en: {
    skip: "Skip to main content",
    social: "Rawafed Group on social media",
    contact: "Contact us",
    top: "Back to top",
    brand: "Rawafed Group",
    twin: "العربية",
    twinLang: "ar",
    twinHref: "/ar",
    loading: "Loading page",
  },
  ar: {
    skip: "انتقل إلى المحتوى الرئيسي",
    social: "مجموعة روافد على منصات التواصل الاجتماعي",
    contact: "تواصل معنا",
    top: "العودة إلى أعلى الصفحة",
    brand: "مجموعة روافد",
    twin: "English",
    twinLang: "en",
    twinHref: "/en",
    loading: "جارٍ تحميل الصفحة",
  },
} as const;

/** Landmarks, the skip link, the floating parts and the language switch. */
const shellPlay =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const text = copy[locale];
    await expect(canvas.getByRole("banner")).toBeVisible();
    const main = canvas.getByRole("main");
    await expect(main).toHaveAttribute("id", "main");
    await expect(main).toContainElement(canvas.getByRole("heading", { level: 1 }));
    await expect(canvas.getByRole("contentinfo")).toBeVisible();
    await expect(canvas.getByRole("navigation", { name: text.social })).toBeVisible();
    await expect(canvas.getByRole("button", { name: text.contact })).toBeVisible();
    // At the top of the page: no scroll-to-top button, no loading bar.
    await expect(canvas.queryByRole("button", { name: text.top })).toBeNull();
    await expect(canvas.queryByRole("progressbar")).toBeNull();

    const twin = canvas.getByRole("link", { name: text.twin });
    await expect(twin).toHaveAttribute("href", text.twinHref);
    await expect(twin).toHaveAttribute("lang", text.twinLang);
    await expect(
      within(canvas.getByRole("contentinfo")).getByRole("link", { name: brandFixture.email }),
    ).toBeVisible();

    // The skip link is the first stop and moves focus into the main landmark.
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: text.skip });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute("href", "#main");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(main).toHaveFocus());
  };

export const English: Story = { globals: { locale: "en" }, play: shellPlay("en") };
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: props("ar"),
  play: shellPlay("ar"),
};
export const MobileEnglish: Story = { ...English, parameters: { viewport: "mobile" } };
export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** The event and invitation pages: header and footer only. */
const barePlay =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const text = copy[locale];
    await expect(canvas.getByRole("banner")).toBeVisible();
    await expect(canvas.getByRole("contentinfo")).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: text.social })).toBeNull();
    await expect(canvas.queryByRole("button", { name: text.contact })).toBeNull();
    window.scrollTo({ top: 400, behavior: "instant" });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(200));
    await expect(canvas.queryByRole("button", { name: text.top })).toBeNull();
    window.scrollTo({ top: 0, behavior: "instant" });
  };

export const BareEnglish: Story = {
  globals: { locale: "en" },
  args: { bare: true, current: hrefOf("en")("event"), children: <PageContent tall /> },
  play: barePlay("en"),
};
export const BareArabic: Story = {
  globals: { locale: "ar" },
  args: {
    ...props("ar"),
    bare: true,
    current: hrefOf("ar")("event"),
    children: <PageContent tall />,
  },
  play: barePlay("ar"),
};

/** During a navigation: the gold bar at the top, announced as a progress bar. */
export const LoadingEnglish: Story = {
  globals: { locale: "en" },
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: copy.en.loading })).toBeVisible();
  },
};
export const LoadingArabic: Story = {
  globals: { locale: "ar" },
  args: { ...props("ar"), loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: copy.ar.loading })).toBeVisible();
  },
};

/** A long page: the scroll-to-top button appears past 200 px and brings focus to the skip link. */
const scrollPlay =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const text = copy[locale];
    await expect(canvas.queryByRole("button", { name: text.top })).toBeNull();
    const top = await shownWhenScrolled(canvas, text.top);
    await userEvent.click(top);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole("button", { name: text.top })).toBeNull());
    await expect(canvas.getByRole("link", { name: text.skip })).toHaveFocus();
    // Focus leaves the skip link, so the picture shows the page as a visitor lands on it.
    (document.activeElement as HTMLElement).blur();
  };

export const ScrollEnglish: Story = {
  globals: { locale: "en" },
  args: { children: <PageContent tall /> },
  parameters: { viewport: "mobile" },
  play: scrollPlay("en"),
};
export const ScrollArabic: Story = {
  globals: { locale: "ar" },
  args: { ...props("ar"), children: <PageContent tall /> },
  parameters: { viewport: "mobile" },
  play: scrollPlay("ar"),
};

/* The comics platform's header: the account control before the language switch. */

const people = { en: "Noura Alotaibi", ar: "نورة العتيبي" } as const;

const accountFor = (locale: Locale, signedIn: boolean) => (
  <AccountButton
    person={signedIn ? { name: people[locale], photoUrl: portraitSrc } : null}
    loginHref={`/${locale}/login`}
    hrefs={
      Object.fromEntries(
        accountPages.map((page) => [page, `/${locale}/account/${page}`]),
      ) as AccountButtonProps["hrefs"]
    }
    onLogOut={() => {}}
  />
);

/**
 * Nothing in the bar reaches past the viewport's edges, the page does not scroll sideways, and
 * the brand's name has room (it may wrap, never run under the controls).
 */
async function fitsTheWidth(banner: HTMLElement, locale: Locale) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const brand = within(banner).getByRole("link", { name: copy[locale].brand });
  await expect(brand.scrollWidth).toBeLessThanOrEqual(brand.clientWidth);
  const controls = [
    ...within(banner).getAllByRole("link"),
    ...within(banner).getAllByRole("button"),
  ];
  for (const control of controls) {
    const { left, right, width } = control.getBoundingClientRect();
    if (width === 0) continue;
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
  }
}

/**
 * The signed-in person's button sits before the language switch, names them, and opens the account
 * pages over the page; nothing in the bar overflows (on a 360 px phone: the photo only).
 */
const accountPlay =
  (locale: Locale, { open }: { open: boolean }): Story["play"] =>
  async ({ canvas }) => {
    const banner = canvas.getByRole("banner");
    const button = within(banner).getByRole("button", {
      name: text(locale, "comics.account.menuButton").replace("{name}", people[locale]),
    });
    const photo = button.querySelector("img");
    await waitFor(() => expect(photo?.complete).toBe(true));
    const twin = within(banner).getByRole("link", { name: copy[locale].twin });
    await expect(
      button.compareDocumentPosition(twin) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await fitsTheWidth(banner, locale);
    if (!open) return;
    await userEvent.click(button);
    const nav = within(banner).getByRole("navigation", {
      name: text(locale, "comics.account.menuLabel"),
    });
    await expect(nav).toBeVisible();
    const { left, right } = (nav.parentElement as HTMLElement).getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  };

export const AccountEnglish: Story = {
  globals: { locale: "en" },
  args: { account: accountFor("en", true) },
  play: accountPlay("en", { open: true }),
};
export const AccountArabic: Story = {
  globals: { locale: "ar" },
  args: { ...props("ar"), account: accountFor("ar", true) },
  play: accountPlay("ar", { open: true }),
};
export const AccountPhoneEnglish: Story = {
  globals: { locale: "en" },
  args: { account: accountFor("en", true) },
  parameters: { viewport: "narrow" },
  play: accountPlay("en", { open: false }),
};
export const AccountPhoneArabic: Story = {
  globals: { locale: "ar" },
  args: { ...props("ar"), account: accountFor("ar", true) },
  parameters: { viewport: "narrow" },
  play: accountPlay("ar", { open: true }),
};

/** A visitor: "Log in" before the language switch, on a 360 px phone too. */
const signedOutPlay =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const banner = canvas.getByRole("banner");
    await expect(
      within(banner).getByRole("link", { name: text(locale, "comics.login.title") }),
    ).toHaveAttribute("href", `/${locale}/login`);
    await fitsTheWidth(banner, locale);
  };

export const SignedOutPhoneEnglish: Story = {
  globals: { locale: "en" },
  args: { account: accountFor("en", false) },
  parameters: { viewport: "narrow" },
  play: signedOutPlay("en"),
};
export const SignedOutPhoneArabic: Story = {
  globals: { locale: "ar" },
  args: { ...props("ar"), account: accountFor("ar", false) },
  parameters: { viewport: "narrow" },
  play: signedOutPlay("ar"),
};
