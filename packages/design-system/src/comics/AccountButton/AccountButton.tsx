import { useT } from "@rawafed/i18n";
import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "../../components/Icon/Icon";
import { Link } from "../../components/Link/Link";
import { type AccountPage, AccountPageItems, accountLabels } from "../AccountMenu/AccountMenu";
import { ConfirmDialog } from "../ConfirmDialog/ConfirmDialog";
import * as styles from "./AccountButton.css";

/** Who is signed in, as the header shows them. */
export interface AccountPerson {
  name: string;
  /** Their photo's address; without one, their initials are shown. */
  photoUrl?: string | null | undefined;
}

export interface AccountButtonProps {
  /** The signed-in person; without one the control is a "Log in" link. */
  person?: AccountPerson | null | undefined;
  /** The localized log-in page (with its `next` parameter, if any). */
  loginHref: string;
  /** The localized address of each account page the app has, as AccountMenu's (others are not listed). */
  hrefs: Partial<Record<AccountPage, string>>;
  /** The page shown now, marked `aria-current="page"`. */
  current?: AccountPage | undefined;
  /** Called once the person has confirmed the log-out. */
  onLogOut: () => void;
  /** Unread notifications: above 0, a badge on the button, described as "3 unread notifications". */
  unreadCount?: number | undefined;
  /** The notifications page: a "Notifications" entry first in the menu. */
  notificationsHref?: string | undefined;
}

const arabicScript = /[\u0600-\u06FF]/;

/** Up to two initials; one letter for a name in Arabic script, whose letters would join. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? "") : "");
  const first = words[0];
  if (!first) return "";
  if (arabicScript.test(first)) return letter(first);
  return `${letter(first)}${words.length > 1 ? letter(words.at(-1)) : ""}`.toLocaleUpperCase();
}

/** A person's outline: "Log in" on a phone, where its words have no room. */
function PersonIcon() {
  return (
    <svg
      className={styles.loginIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

function Avatar({ person }: { person: AccountPerson }) {
  return person.photoUrl ? (
    <img className={styles.avatar} src={person.photoUrl} alt="" />
  ) : (
    // Drawn by CSS from the attribute: a picture of the name, not text beside it (the button's
    // name is its label, and checkers hold a button's text to be part of that name).
    <span
      className={`${styles.avatar} ${styles.initials}`}
      data-initials={initials(person.name)}
      aria-hidden="true"
    />
  );
}

/**
 * The header's account control. Signed in: a button with the person's photo (or initials) and
 * name (the name only from the tablet up, but always in its accessible name) that discloses the
 * account's pages and "Log out" (confirmed in a dialog). Escape closes it with the focus back on
 * the button; a click outside or the focus leaving it closes it too. Signed out: a "Log in" link
 * (an icon on a phone, the words still its name).
 */
export function AccountButton({ person, loginHref, ...signedIn }: AccountButtonProps) {
  const t = useT();
  if (!person) {
    return (
      <Link bare href={loginHref} className={styles.login}>
        <PersonIcon />
        <span className={styles.loginText}>{t("comics.login.title")}</span>
      </Link>
    );
  }
  return <AccountDisclosure person={person} {...signedIn} />;
}

/**
 * The count on the button's corner and beside "Notifications", drawn by CSS from the attribute
 * (like the initials: not part of the button's name); its words are `unreadId`'s.
 */
function UnreadBadge({ count, className }: { count: number; className: string }) {
  return <span className={className} data-count={count > 99 ? "99+" : count} aria-hidden="true" />;
}

function AccountDisclosure({
  person,
  hrefs,
  current,
  onLogOut,
  unreadCount = 0,
  notificationsHref,
}: Omit<AccountButtonProps, "loginHref" | "person"> & { person: AccountPerson }) {
  const t = useT();
  const panelId = useId();
  const unreadId = useId();
  const unread = unreadCount > 0;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Read by the document's listeners: while the log-out question is asked, the dialog (outside
  // this element) has the focus and the clicks, and the panel stays open behind it.
  const asking = useRef(false);
  const loggedOut = useRef(false);

  const ask = (next: boolean) => {
    asking.current = next;
    setConfirming(next);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (asking.current || root.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape the dialog has taken (it closes the dialog only) is marked handled.
      if (event.key !== "Escape" || event.defaultPrevented || asking.current) return;
      setOpen(false);
      button.current?.focus();
    };
    // Tab past the last item: the panel closes behind the focus.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!asking.current && next instanceof Node && !root.current?.contains(next)) setOpen(false);
    };
    const element = root.current;
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    element?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      element?.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={t("comics.account.menuButton", { name: person.name })}
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={unread ? unreadId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className={styles.avatarFrame}>
          <Avatar person={person} />
          {unread ? <UnreadBadge count={unreadCount} className={styles.badge} /> : null}
        </span>
        <span className={styles.name}>{person.name}</span>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      {unread ? (
        <span id={unreadId} hidden>
          {t("comics.notifications.unreadCount", { count: unreadCount })}
        </span>
      ) : null}
      <div id={panelId} hidden={!open} className={styles.panel}>
        <p className={styles.signedIn}>{t("comics.account.signedInAs", { name: person.name })}</p>
        <nav aria-label={t("comics.account.menuLabel")}>
          <ul className={styles.list}>
            {notificationsHref ? (
              <li>
                <Link
                  bare
                  href={notificationsHref}
                  className={`${styles.item} ${styles.notifications}`}
                  aria-describedby={unread ? unreadId : undefined}
                  onClick={() => setOpen(false)}
                >
                  {t("comics.notifications.title")}
                  {unread ? <UnreadBadge count={unreadCount} className={styles.menuBadge} /> : null}
                </Link>
              </li>
            ) : null}
            <AccountPageItems
              hrefs={hrefs}
              current={current}
              linkClassName={styles.item}
              onNavigate={() => setOpen(false)}
            />
            <li className={styles.separated}>
              <ConfirmDialog
                kind="logOut"
                open={confirming}
                onOpenChange={ask}
                onConfirm={() => {
                  loggedOut.current = true;
                  setOpen(false);
                  onLogOut();
                }}
                onCloseAutoFocus={(event) => {
                  // Logged out: the panel has closed, the focus goes back to the account button.
                  if (!loggedOut.current) return;
                  loggedOut.current = false;
                  event.preventDefault();
                  button.current?.focus();
                }}
                trigger={
                  <button type="button" className={styles.item}>
                    {t(accountLabels.logOut)}
                  </button>
                }
              />
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
