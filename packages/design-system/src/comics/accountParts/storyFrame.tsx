// For stories only: an account page in its frame (from the tablet up), the menu marking the page.
import type { Locale } from "@rawafed/i18n";
import type { Decorator } from "@storybook/react-vite";
import { AccountFrame } from "../AccountFrame/AccountFrame";
import { AccountMenu, type AccountPage, accountPages } from "../AccountMenu/AccountMenu";

export const inAccountFrame =
  (current: AccountPage): Decorator =>
  (Story, context) => {
    // On a phone the menu stacks above the page: shown without it, the page's own layout fits.
    if (context.parameters.viewport === "mobile") return <Story />;
    const locale: Locale = context.globals.locale === "ar" ? "ar" : "en";
    const hrefs = Object.fromEntries(
      accountPages.map((page) => [page, `/${locale}/account/${page}`]),
    ) as Record<AccountPage, string>;
    return (
      <AccountFrame menu={<AccountMenu hrefs={hrefs} current={current} />}>
        <Story />
      </AccountFrame>
    );
  };
