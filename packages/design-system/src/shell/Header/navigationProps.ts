import type { NavGroup, NavLink } from "../types";

// The props the header and its lazy mobile sheet share, apart from both: the sheet imports nothing
// of the header's at run time (no import cycle), and takes the header's link items as a prop.

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
