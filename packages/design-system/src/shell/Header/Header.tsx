import { type MessageId, useT } from "@rawafed/i18n";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Icon } from "../../components/Icon/Icon";
import { Link } from "../../components/Link/Link";
import { whenIdle } from "../../idle";
import { media } from "../../tokens/theme.css";
import type { NavGroup } from "../types";
import * as styles from "./Header.css";
import type { NavigationProps, NavLinkItemsProps } from "./navigationProps";

export interface HeaderProps {
  /** The brand's name, the text of the link home. */
  brandName: MessageId;
  /** The locale root, `/en` or `/ar`. */
  homeHref: string;
  /** Every group of links, localized by the app. */
  navigation?: readonly NavGroup[];
  /** The path of the page on screen; the link to it (or home) gets `aria-current="page"`. */
  current?: string | undefined;
  /** The language switch, shown in the bar and inside the mobile menu. */
  languageSwitch?: ReactNode;
  /** The signed-in person's control, or "log in" (the comics platform's AccountButton). */
  account?: ReactNode;
  /** Extra content at the end of the bar. */
  children?: ReactNode;
}

/**
 * The site header: the brand link to the locale root, the primary navigation (disclosure menus from
 * 1024 px, a menu dialog below), the account control when given, and the language switch.
 */
export function Header({
  brandName,
  homeHref,
  navigation = [],
  current,
  languageSwitch,
  account,
  children,
}: HeaderProps) {
  const t = useT();
  const hasNavigation = navigation.length > 0;
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link
          bare
          href={homeHref}
          className={styles.brand}
          aria-current={current === homeHref ? "page" : undefined}
        >
          <span className={styles.brandMark} aria-hidden="true" />
          {t(brandName)}
        </Link>
        {hasNavigation ? <DesktopNavigation navigation={navigation} current={current} /> : null}
        <div className={styles.actions}>
          {account}
          {languageSwitch}
          {children}
          {hasNavigation ? (
            <MobileMenu navigation={navigation} current={current} languageSwitch={languageSwitch} />
          ) : null}
        </div>
      </div>
    </header>
  );
}

/** Each group is a disclosure: a button that shows and hides its list of links. */
function DesktopNavigation({ navigation, current }: NavigationProps) {
  const t = useT();
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  useEffect(() => {
    if (!openGroup) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      buttons.current.get(openGroup)?.focus();
      setOpenGroup(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openGroup]);

  return (
    <nav
      ref={navRef}
      aria-label={t("shell.nav.label")}
      className={styles.desktopNav}
      onBlur={(event) => {
        // Focus left the navigation (Tab past the last link): close the open menu.
        const next = event.relatedTarget;
        if (next && !navRef.current?.contains(next)) setOpenGroup(null);
      }}
    >
      <ul className={styles.groupList}>
        {navigation.map(({ id: group, label, links }, index) => {
          const open = openGroup === group;
          const panelId = `${baseId}-${group}`;
          const holdsCurrent = links.some((link) => link.href === current);
          return (
            <li key={group} className={styles.groupItem}>
              <button
                ref={(element) => {
                  if (element) buttons.current.set(group, element);
                  else buttons.current.delete(group);
                }}
                type="button"
                className={styles.groupButton}
                aria-expanded={open}
                aria-controls={panelId}
                data-current={holdsCurrent || undefined}
                onClick={() => setOpenGroup(open ? null : group)}
              >
                {t(label)}
                <Icon name="chevron-down" size={16} className={styles.chevron} />
              </button>
              <ul
                id={panelId}
                hidden={!open}
                className={styles.panel}
                data-align={index >= navigation.length - 2 ? "end" : "start"}
              >
                <NavLinkItems
                  links={links}
                  current={current}
                  onNavigate={() => setOpenGroup(null)}
                />
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

// The sheet (and the dialog library under it) is not part of the page's first code: it loads when
// the menu is first wanted (pointing at or focusing the button), or on a phone once the page is
// idle. The menu opens once it is here, without a Suspense boundary: React holds back the reveal
// of content that suspended (300 ms and more), and a tap must answer at once.
type Sheet = typeof import("./MobileMenuSheet").default;
let loadedSheet: Sheet | undefined;
/** Loads the sheet; a failed download (offline) is let go, and the next try fetches again. */
const loadSheet = (): Promise<void> =>
  import("./MobileMenuSheet").then(
    (module) => {
      loadedSheet = module.default;
    },
    () => undefined,
  );

/** Below 1024 px: a menu button opening every link and the language switch in a side sheet. */
function MobileMenu({
  navigation,
  current,
  languageSwitch,
}: NavigationProps & { languageSwitch?: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // On a phone the menu is the way around the site: its code loads once the page is idle, so a
  // first tap (often made before the page could answer, and replayed) opens it at once.
  useEffect(() => {
    if (window.matchMedia(media.desktop).matches) return;
    return whenIdle(() => void loadSheet());
  }, []);

  // Widened to the desktop layout while open: the sheet has no place there any more.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(media.desktop);
    const onChange = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, [open]);

  const MenuSheet = loadedSheet;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-label={t("shell.menu.open")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          if (loadedSheet) setOpen(true);
          else
            void loadSheet().then(() => {
              if (loadedSheet) setOpen(true);
            });
        }}
      >
        <Icon name="menu" size={24} />
      </button>
      {open && MenuSheet ? (
        <MenuSheet
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={button}
          navigation={navigation}
          current={current}
          languageSwitch={languageSwitch}
          LinkItems={NavLinkItems}
        />
      ) : null}
    </>
  );
}

/**
 * One group's links as list items, the current page marked: the desktop panels and the mobile
 * sheet (given to it as a prop). Here, not in a module of its own: the lazy sheet then imports
 * nothing of the header's, and the bundler makes no extra chunk (and request) for what both share.
 */
function NavLinkItems({ links, current, onNavigate }: NavLinkItemsProps) {
  const t = useT();
  return links.map(({ href, label }) => (
    <li key={href}>
      <Link
        bare
        href={href}
        className={styles.navLink}
        aria-current={href === current ? "page" : undefined}
        onClick={onNavigate}
      >
        {t(label)}
      </Link>
    </li>
  ));
}
