export { Button, type ButtonProps } from "./components/Button/Button";
export { Heading, type HeadingProps } from "./components/Heading/Heading";
export { Link, type LinkProps } from "./components/Link/Link";
export type { LinkComponent, LinkComponentProps } from "./components/Link/LinkComponentContext";
export { Text, type TextProps } from "./components/Text/Text";
export { DefaultLayout, type DefaultLayoutProps } from "./layouts/DefaultLayout/DefaultLayout";
export {
  DesignSystemProvider,
  type DesignSystemProviderProps,
} from "./provider/DesignSystemProvider";
export { Footer, type FooterProps } from "./shell/Footer/Footer";
export { Header, type HeaderProps } from "./shell/Header/Header";
export { LanguageSwitch, type LanguageSwitchProps } from "./shell/LanguageSwitch/LanguageSwitch";
export { breakpoints, media, vars } from "./tokens/theme.css";
