export * from "./comics/index";
export { Button, type ButtonProps } from "./components/Button/Button";
export { Heading, type HeadingProps } from "./components/Heading/Heading";
export { Link, type LinkProps } from "./components/Link/Link";
export {
  type LinkComponent,
  type LinkComponentProps,
  PlainAnchor,
} from "./components/Link/LinkComponentContext";
export { Text, type TextProps } from "./components/Text/Text";
export { type OfficeId, type SiteConfig, type SocialNetwork, siteConfig } from "./config/site";
export * from "./layouts/index";
export {
  DesignSystemProvider,
  type DesignSystemProviderProps,
} from "./provider/DesignSystemProvider";
export * from "./sections/index";
export * from "./shell/index";
export { breakpoints, media, vars } from "./tokens/theme.css";
