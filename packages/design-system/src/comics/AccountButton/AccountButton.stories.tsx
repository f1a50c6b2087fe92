import type { Locale } from "@rawafed/i18n";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { AccountPage } from "../AccountMenu/AccountMenu";
import { accountPages } from "../AccountMenu/AccountMenu";
import { portraitSrc, text } from "../shared/storyHelpers";
import { AccountButton, initials } from "./AccountButton";

const hrefsIn = (locale: Locale) =>
  Object.fromEntries(accountPages.map((page) => [page, `/${locale}/account/${page}`])) as Record<
    AccountPage,
    string
  >;

/** A header's end: the control at the end of a positioned bar, with room below for the panel. */
const bar: Decorator = (Story) => (
  <div style={{ minBlockSize: "36rem" }}>
    <div
      style={{
        position: "relative",
        display: "flex",
        justifyContent: "flex-end",
        padding: "0.5rem",
      }}
    >
      <Story />
    </div>
  </div>
);

const names = { en: "Noura Alotaibi", ar: "نورة العتيبي" } as const;

const meta = {
  title: "Comics/AccountButton",
  component: AccountButton,
  decorators: [bar],
  args: {
    person: { name: names.en, photoUrl: portraitSrc },
    loginHref: "/en/login",
    hrefs: hrefsIn("en"),
    current: "saved",
    onLogOut: fn(),
  },
} satisfies Meta<typeof AccountButton>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story["play"]>>[0];

const signedIn = (locale: Locale, photo = true) => ({
  person: { name: names[locale], photoUrl: photo ? portraitSrc : null },
  loginHref: `/${locale}/login`,
  hrefs: hrefsIn(locale),
});

const accountButton = ({ canvas }: Context, locale: Locale) =>
  canvas.getByRole("button", {
    name: text(locale, "comics.account.menuButton").replace("{name}", names[locale]),
  });

/**
 * The keyboard's way: Enter opens, Tab walks the links, Escape closes with the focus back on the
 * button; Space opens again, and a click outside closes.
 */
const discloses =
  (locale: Locale): Story["play"] =>
  async (context) => {
    const { canvas, canvasElement } = context;
    const button = accountButton(context, locale);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const nav = canvas.getByRole("navigation", { name: text(locale, "comics.account.menuLabel") });
    await expect(nav).toBeVisible();
    await expect(
      canvas.getByText(text(locale, "comics.account.signedInAs").replace("{name}", names[locale])),
    ).toBeVisible();
    const links = within(nav).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(
      accountPages.map((page) =>
        text(locale, `comics.account.${page}` as Parameters<typeof text>[1]),
      ),
    );
    await expect(links[0]).toHaveAttribute("href", `/${locale}/account/personalInfo`);
    await expect(
      within(nav).getByRole("link", { name: text(locale, "comics.account.saved") }),
    ).toHaveAttribute("aria-current", "page");

    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav).not.toBeVisible();
    await expect(button).toHaveFocus();

    await userEvent.keyboard(" ");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  };

export const English: Story = { globals: { locale: "en" }, play: discloses("en") };
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: signedIn("ar"),
  play: discloses("ar"),
};

/** Open, as the person sees it (no photo: their initials). */
const opens =
  (locale: Locale): Story["play"] =>
  async (context) => {
    const button = accountButton(context, locale);
    const avatar = button.querySelector("[data-initials]");
    await expect(avatar).toHaveAttribute("data-initials", initials(names[locale]));
    await expect(avatar).toHaveAttribute("aria-hidden", "true");
    await userEvent.click(button);
    await expect(
      context.canvas.getByRole("navigation", { name: text(locale, "comics.account.menuLabel") }),
    ).toBeVisible();
  };

export const OpenEnglish: Story = {
  globals: { locale: "en" },
  args: signedIn("en", false),
  play: opens("en"),
};
export const OpenArabic: Story = {
  globals: { locale: "ar" },
  args: signedIn("ar", false),
  play: opens("ar"),
};

/**
 * Log out asks first: Cancel comes back to "Log out" in the open panel; Confirm calls `onLogOut`,
 * closes the panel and gives the focus back to the account button.
 */
const logsOut =
  (locale: Locale): Story["play"] =>
  async (context) => {
    const { canvas, canvasElement, args } = context;
    const screen = within(canvasElement.ownerDocument.body);
    const button = accountButton(context, locale);
    await userEvent.click(button);
    const logOut = canvas.getByRole("button", { name: text(locale, "comics.account.logOut") });
    await userEvent.click(logOut);
    let dialog = await screen.findByRole("dialog", {
      name: text(locale, "comics.account.logOut"),
    });
    await expect(dialog).toHaveAccessibleDescription(text(locale, "comics.account.logOutConfirm"));
    await userEvent.click(
      within(dialog).getByRole("button", { name: text(locale, "action.cancel") }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(logOut).toHaveFocus());
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(args.onLogOut).not.toHaveBeenCalled();

    // Escape closes the question only; the panel stays open behind it.
    await userEvent.keyboard("{Enter}");
    dialog = await screen.findByRole("dialog", { name: text(locale, "comics.account.logOut") });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(logOut).toHaveFocus());

    await userEvent.keyboard("{Enter}");
    dialog = await screen.findByRole("dialog", { name: text(locale, "comics.account.logOut") });
    await userEvent.click(
      within(dialog).getByRole("button", { name: text(locale, "action.confirm") }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onLogOut).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(button).toHaveFocus());
  };

export const LogOutEnglish: Story = { globals: { locale: "en" }, play: logsOut("en") };
export const LogOutArabic: Story = {
  globals: { locale: "ar" },
  args: signedIn("ar"),
  play: logsOut("ar"),
};

/** Tab past "Log out": the panel closes behind the focus. */
export const TabAwayEnglish: Story = {
  globals: { locale: "en" },
  render: (args) => (
    <>
      <AccountButton {...args} />
      <a href="#after">{text("en", "comics.account.goToAccount")}</a>
    </>
  ),
  play: async (context) => {
    const button = accountButton(context, "en");
    await userEvent.click(button);
    context.canvas.getByRole("button", { name: "Log out" }).focus();
    await userEvent.tab();
    await expect(context.canvas.getByRole("link", { name: "Go to my account" })).toHaveFocus();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  },
};

/**
 * On a phone: the photo only, the name still in the button's name; the open panel spans the bar
 * and stays on screen.
 */
const phone =
  (locale: Locale): Story["play"] =>
  async (context) => {
    const button = accountButton(context, locale);
    const name = within(button).getByText(names[locale]);
    await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.click(button);
    const nav = context.canvas.getByRole("navigation", {
      name: text(locale, "comics.account.menuLabel"),
    });
    const panel = nav.parentElement as HTMLElement;
    const { left, right } = panel.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
  };

export const MobileEnglish: Story = {
  globals: { locale: "en" },
  parameters: { viewport: "mobile" },
  play: phone("en"),
};
export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: signedIn("ar"),
  parameters: { viewport: "mobile" },
  play: phone("ar"),
};

/** A visitor: a "Log in" link. */
const loggedOut =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: text(locale, "comics.login.title") }),
    ).toHaveAttribute("href", `/${locale}/login?next=%2F${locale}%2Fcomics`);
    await expect(canvas.queryByRole("button")).toBeNull();
  };

export const SignedOutEnglish: Story = {
  globals: { locale: "en" },
  args: { person: null, loginHref: "/en/login?next=%2Fen%2Fcomics" },
  play: loggedOut("en"),
};
export const SignedOutArabic: Story = {
  globals: { locale: "ar" },
  args: { ...signedIn("ar"), person: null, loginHref: "/ar/login?next=%2Far%2Fcomics" },
  play: loggedOut("ar"),
};

/** On a phone, "Log in" is a round icon; the words stay its name. */
export const SignedOutMobileArabic: Story = {
  ...SignedOutArabic,
  parameters: { viewport: "mobile" },
  play: async (context) => {
    await loggedOut("ar")?.(context);
    const link = context.canvas.getByRole("link");
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(48);
  },
};

/**
 * Unread notifications: a count on the avatar, the button described by "3 unread notifications",
 * and "Notifications" first in the menu (reached with Tab), described the same.
 */
const unread =
  (locale: Locale): Story["play"] =>
  async (context) => {
    const described = { en: "3 unread notifications", ar: "3 إشعارات غير مقروءة" }[locale];
    const button = accountButton(context, locale);
    await expect(button).toHaveAccessibleDescription(described);
    const badge = button.querySelector("[data-count]");
    await expect(badge).toHaveAttribute("data-count", "3");
    await expect(badge).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await userEvent.tab();
    const entry = context.canvas.getByRole("link", {
      name: text(locale, "comics.notifications.title"),
    });
    await expect(entry).toHaveFocus();
    await expect(entry).toHaveAttribute("href", `/${locale}/notifications`);
    await expect(entry).toHaveAccessibleDescription(described);
  };

export const UnreadEnglish: Story = {
  globals: { locale: "en" },
  args: { unreadCount: 3, notificationsHref: "/en/notifications" },
  play: unread("en"),
};
export const UnreadArabic: Story = {
  globals: { locale: "ar" },
  args: { ...signedIn("ar", false), unreadCount: 3, notificationsHref: "/ar/notifications" },
  play: unread("ar"),
};
