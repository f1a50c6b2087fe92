import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { text } from "../shared/storyHelpers";
import { AccountMenu, type AccountMenuProps, type AccountPage, accountPages } from "./AccountMenu";

const hrefsIn = (locale: Locale): AccountMenuProps["hrefs"] =>
  Object.fromEntries(accountPages.map((page) => [page, `/${locale}/account/${page}`])) as Record<
    AccountPage,
    string
  >;

const meta = {
  title: "Comics/AccountMenu",
  component: AccountMenu,
  args: { hrefs: hrefsIn("en"), current: "saved", onLogOut: fn(), onDeleteAccount: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "18rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The nav is named, the current page is marked, and log out asks first. */
const navigates =
  (locale: Locale): Story["play"] =>
  async ({ canvas, canvasElement, args }) => {
    const nav = canvas.getByRole("navigation", { name: text(locale, "comics.account.menuLabel") });
    const links = within(nav).getAllByRole("link");
    await expect(links).toHaveLength(accountPages.length);
    const saved = within(nav).getByRole("link", { name: text(locale, "comics.account.saved") });
    await expect(saved).toHaveAttribute("aria-current", "page");
    await expect(saved).toHaveAttribute("href", `/${locale}/account/saved`);
    await expect(
      within(nav).getByRole("link", { name: text(locale, "comics.account.history") }),
    ).not.toHaveAttribute("aria-current");

    const screen = within(canvasElement.ownerDocument.body);
    const logOut = within(nav).getByRole("button", { name: text(locale, "comics.account.logOut") });
    await userEvent.click(logOut);
    const dialog = await screen.findByRole("dialog", {
      name: text(locale, "comics.account.logOut"),
    });
    await userEvent.click(
      within(dialog).getByRole("button", { name: text(locale, "action.confirm") }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onLogOut).toHaveBeenCalledOnce();
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
  };

export const English: Story = { globals: { locale: "en" }, play: navigates("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { hrefs: hrefsIn("ar") },
  play: navigates("ar"),
};

/** Without handlers, log out and delete account are pages of their own. */
export const LinksEnglish: Story = {
  globals: { locale: "en" },
  args: {
    hrefs: { ...hrefsIn("en"), logOut: "/en/logout", deleteAccount: "/en/account/delete" },
    current: "personalInfo",
    onLogOut: undefined,
    onDeleteAccount: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(accountPages.length + 2);
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { hrefs: hrefsIn("ar"), current: "myWork" },
  parameters: { viewport: "mobile" },
};

/** Only the pages the app has are listed (an app that has not built the others yet). */
const listsGivenPages =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const links = canvas.getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      text(locale, "comics.account.personalInfo"),
      text(locale, "comics.account.settings"),
      text(locale, "comics.account.deleteAccount"),
    ]);
  };

const somePages = (locale: Locale): AccountMenuProps["hrefs"] => ({
  personalInfo: `/${locale}/account`,
  settings: `/${locale}/account/settings`,
  deleteAccount: `/${locale}/account/settings#delete`,
});

export const SomePagesEnglish: Story = {
  globals: { locale: "en" },
  args: { hrefs: somePages("en"), current: "settings", onDeleteAccount: undefined },
  play: listsGivenPages("en"),
};

export const SomePagesArabic: Story = {
  globals: { locale: "ar" },
  args: { hrefs: somePages("ar"), current: "settings", onDeleteAccount: undefined },
  play: listsGivenPages("ar"),
};
