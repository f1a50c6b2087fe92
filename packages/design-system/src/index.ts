export * from "./comics/index";
export { Button, type ButtonProps } from "./components/Button/Button";
export { Heading, type HeadingProps } from "./components/Heading/Heading";
export { Link, type LinkProps } from "./components/Link/Link";
export type { LinkComponent, LinkComponentProps } from "./components/Link/LinkComponentContext";
export { Text, type TextProps } from "./components/Text/Text";
export { type OfficeId, type SiteConfig, type SocialNetwork, siteConfig } from "./config/site";
export { DefaultLayout, type DefaultLayoutProps } from "./layouts/DefaultLayout/DefaultLayout";
export {
  DesignSystemProvider,
  type DesignSystemProviderProps,
} from "./provider/DesignSystemProvider";
export * from "./sections/index";
export { Footer, type FooterProps } from "./shell/Footer/Footer";
export { Header, type HeaderProps } from "./shell/Header/Header";
export * from "./shell/index";
export { LanguageSwitch, type LanguageSwitchProps } from "./shell/LanguageSwitch/LanguageSwitch";
export { breakpoints, media, vars } from "./tokens/theme.css";
export { ErrorPage, type ErrorPageProps } from "./layouts/ErrorPage/ErrorPage";
