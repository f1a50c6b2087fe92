import { type PageId, useT } from "@rawafed/i18n";
import { Link } from "../../components/Link/Link";
import type { NavLink } from "../navigation/navigation";
import * as styles from "./Header.css";

export interface NavLinkItemsProps {
  links: readonly NavLink[];
  currentPageId?: PageId | undefined;
  /** Closes what showed the links (a desktop panel, the mobile sheet). */
  onNavigate: () => void;
}

/** One group's links as list items, the current page marked: the desktop panels and the mobile sheet. */
export function NavLinkItems({ links, currentPageId, onNavigate }: NavLinkItemsProps) {
  const t = useT();
  return links.map(({ pageId, href }) => (
    <li key={pageId}>
      <Link
        bare
        href={href}
        className={styles.navLink}
        aria-current={pageId === currentPageId ? "page" : undefined}
        onClick={onNavigate}
      >
        {t(`nav.${pageId}`)}
      </Link>
    </li>
  ));
}
