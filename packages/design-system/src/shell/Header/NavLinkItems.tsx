import { useT } from "@rawafed/i18n";
import { Link } from "../../components/Link/Link";
import type { NavGroup, NavLink } from "../types";
import * as styles from "./Header.css";

/** What the desktop menus and the mobile sheet both draw: the groups, the page on screen. */
export interface NavigationProps {
  navigation: readonly NavGroup[];
  /** The path of the page on screen; the link to it gets `aria-current="page"`. */
  current?: string | undefined;
}

export interface NavLinkItemsProps {
  links: readonly NavLink[];
  current?: string | undefined;
  /** Closes what showed the links (a desktop panel, the mobile sheet). */
  onNavigate: () => void;
}

/**
 * One group's links as list items, the current page marked: the desktop panels and the mobile
 * sheet. The header imports it statically, so the lazy sheet takes it from the chunk the header is
 * already in (no extra chunk or request for what both share).
 */
export function NavLinkItems({ links, current, onNavigate }: NavLinkItemsProps) {
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
