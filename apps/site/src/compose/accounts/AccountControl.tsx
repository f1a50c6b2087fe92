import { AccountButton, AccountFrame, AccountMenu, type AccountPage } from "@rawafed/design-system";
import type { Locale } from "@rawafed/i18n";
import type { ReactNode } from "react";
import { signOut } from "../../runtime/accounts";
import { ADMIN_ROLES, REVIEW_ROLES, STUDIO_ROLES, UPLOAD_ROLES } from "../../server/accounts/roles";
import type { Viewer } from "../../server/accounts/viewer";
import type { LaidOutPageId } from "../../site/pages";
import { pagePath } from "../../site/paths";
import { ContentPage } from "../ContentPage";

/**
 * The account pages this app has, for the account's menus (the others come with the platform);
 * "My work" for translators, the studio for the company's staff, the console for reviewers,
 * people and roles for admins.
 */
export const accountHrefs = (
  locale: Locale,
  role?: Viewer["role"],
): Partial<Record<AccountPage, string>> => ({
  personalInfo: pagePath("account", locale),
  history: pagePath("accountHistory", locale),
  saved: pagePath("accountSaved", locale),
  following: pagePath("accountFollowing", locale),
  settings: pagePath("accountSettings", locale),
  ...(role && UPLOAD_ROLES.includes(role) ? { myWork: pagePath("accountMyWork", locale) } : {}),
  ...(role && STUDIO_ROLES.includes(role) ? { studio: pagePath("studio", locale) } : {}),
  ...(role && REVIEW_ROLES.includes(role) ? { review: pagePath("review", locale) } : {}),
  ...(role && ADMIN_ROLES.includes(role) ? { people: pagePath("adminPeople", locale) } : {}),
  comments: pagePath("accountComments", locale),
  becomeTranslator: pagePath("accountBecomeTranslator", locale),
});

/** Logs out, then shows the home page as a visitor sees it. */
export async function logOut(locale: Locale): Promise<void> {
  await signOut();
  window.location.assign(pagePath("home", locale));
}

/** The header's account control: the signed-in person and their menu, or "Log in". */
export function AccountControl({
  locale,
  viewer,
  current,
  unreadCount,
}: {
  locale: Locale;
  viewer: Viewer | null;
  current?: AccountPage;
  /** The person's unread notifications, shown on the button (comics pages). */
  unreadCount?: number;
}) {
  return (
    <AccountButton
      person={viewer ? { name: viewer.name, photoUrl: viewer.photo ?? undefined } : null}
      loginHref={pagePath("login", locale)}
      hrefs={accountHrefs(locale, viewer?.role)}
      unreadCount={unreadCount}
      notificationsHref={pagePath("notifications", locale)}
      current={current}
      onLogOut={() => void logOut(locale)}
    />
  );
}

/** An account page: the header's control, the account's menu beside the page, the page. */
export function AccountScreenFrame({
  pageId,
  current,
  locale,
  viewer,
  children,
}: {
  pageId: LaidOutPageId;
  current: AccountPage;
  locale: Locale;
  viewer: Viewer;
  children: ReactNode;
}) {
  return (
    <ContentPage
      pageId={pageId}
      account={<AccountControl locale={locale} viewer={viewer} current={current} />}
    >
      <AccountFrame
        menu={
          <AccountMenu
            hrefs={accountHrefs(locale, viewer.role)}
            current={current}
            onLogOut={() => void logOut(locale)}
          />
        }
      >
        {children}
      </AccountFrame>
    </ContentPage>
  );
}
