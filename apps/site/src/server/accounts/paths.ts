import type { Locale } from "@rawafed/i18n";

/** The account pages of CONTRACT.md: the same slugs under `/en` and `/ar`. */
export type AccountPage =
  | "login"
  | "sign-up"
  | "forgot-password"
  | "reset-code"
  | "new-password"
  | "verify-email"
  | "account";

export const accountPagePath = (locale: Locale, page: AccountPage) => `/${locale}/${page}`;
