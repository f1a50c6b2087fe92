export { Dialog, DialogClose, type DialogProps } from "../components/Dialog/Dialog";
export { Icon, type IconName, type IconProps, iconNames } from "../components/Icon/Icon";
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from "../components/VisuallyHidden/VisuallyHidden";
export { AppShell, type AppShellProps, MAIN_ID } from "./AppShell/AppShell";
export { ContactMenu, type ContactMenuProps } from "./ContactMenu/ContactMenu";
export { Footer, type FooterProps, whatsappHref } from "./Footer/Footer";
export { Header, type HeaderProps } from "./Header/Header";
export { LanguageSwitch, type LanguageSwitchProps } from "./LanguageSwitch/LanguageSwitch";
export { LoadingBar, type LoadingBarProps } from "./LoadingBar/LoadingBar";
export {
  SCROLL_TO_TOP_THRESHOLD,
  ScrollToTop,
  type ScrollToTopProps,
  SKIP_LINK_ID,
} from "./ScrollToTop/ScrollToTop";
export { SocialLinks, type SocialLinksProps } from "./SocialLinks/SocialLinks";
export {
  type Brand,
  type BrandOffice,
  type NavGroup,
  type NavLink,
  type SocialLink,
  type SocialNetwork,
  socialNetworks,
} from "./types";
