import { type MessageId, useT } from "@rawafed/i18n";
import { Link } from "../../components/Link/Link";
import { ConfirmDialog } from "../ConfirmDialog/ConfirmDialog";
import * as styles from "./AccountMenu.css";

/** The account's pages, in menu order. */
export const accountPages = [
  "personalInfo",
  "history",
  "saved",
  "following",
  "settings",
  "myWork",
  "teams",
  "studio",
  "review",
  "people",
  "comments",
  "becomeTranslator",
] as const;
export type AccountPage = (typeof accountPages)[number];
export type AccountAction = "logOut" | "deleteAccount";

export interface AccountMenuProps {
  /**
   * The localized address of each page the app has (a page without one is not listed); log out
   * and delete account may be pages too.
   */
  hrefs: Partial<Record<AccountPage | AccountAction, string>>;
  /** The page shown now, marked `aria-current="page"`. */
  current?: AccountPage;
  /** With a handler, "Log out" opens the log-out confirmation and calls it on confirm. */
  onLogOut?: () => void;
  /** With a handler, "Delete account" opens the destructive confirmation. */
  onDeleteAccount?: () => void;
}

/** Each page's and action's label (the header's account button lists the same). */
export const accountLabels = {
  personalInfo: "comics.account.personalInfo",
  history: "comics.account.history",
  saved: "comics.account.saved",
  following: "comics.account.following",
  settings: "comics.account.settings",
  myWork: "comics.account.myWork",
  teams: "comics.account.teams",
  studio: "comics.account.studio",
  review: "comics.account.review",
  people: "comics.account.people",
  comments: "comics.account.comments",
  becomeTranslator: "comics.account.becomeTranslator",
  logOut: "comics.account.logOut",
  deleteAccount: "comics.account.deleteAccount",
} as const satisfies Record<AccountPage | AccountAction, MessageId>;

/**
 * The list items of the account's pages that have an address, the current one marked: the side
 * menu's and the header's AccountButton's.
 */
export function AccountPageItems({
  hrefs,
  current,
  linkClassName,
  onNavigate,
}: Pick<AccountMenuProps, "hrefs" | "current"> & {
  linkClassName: string;
  onNavigate?: () => void;
}) {
  const t = useT();
  return accountPages.map((page) => {
    const href = hrefs[page];
    return href ? (
      <li key={page}>
        <Link
          bare
          href={href}
          className={linkClassName}
          aria-current={page === current ? "page" : undefined}
          onClick={onNavigate}
        >
          {t(accountLabels[page])}
        </Link>
      </li>
    ) : null;
  });
}

/**
 * The account navigation: a labelled nav list of the account's pages with the current one marked,
 * then log out and delete account (confirmed in a dialog when a handler is given).
 */
export function AccountMenu({ hrefs, current, onLogOut, onDeleteAccount }: AccountMenuProps) {
  const t = useT();
  const action = (kind: AccountAction, handler: (() => void) | undefined) => {
    const className = [styles.button, kind === "deleteAccount" ? styles.danger : undefined]
      .filter(Boolean)
      .join(" ");
    if (handler) {
      return (
        <ConfirmDialog
          kind={kind}
          onConfirm={handler}
          trigger={
            <button type="button" className={className}>
              {t(accountLabels[kind])}
            </button>
          }
        />
      );
    }
    const href = hrefs[kind];
    if (!href) return null;
    return (
      <Link
        bare
        href={href}
        className={[styles.link, kind === "deleteAccount" ? styles.danger : undefined]
          .filter(Boolean)
          .join(" ")}
      >
        {t(accountLabels[kind])}
      </Link>
    );
  };
  const logOut = action("logOut", onLogOut);
  const deleteAccount = action("deleteAccount", onDeleteAccount);

  return (
    <nav aria-label={t("comics.account.menuLabel")} className={styles.nav}>
      <ul className={styles.list}>
        <AccountPageItems hrefs={hrefs} current={current} linkClassName={styles.link} />
        {logOut ? <li className={styles.separated}>{logOut}</li> : null}
        {deleteAccount ? <li>{deleteAccount}</li> : null}
      </ul>
    </nav>
  );
}
