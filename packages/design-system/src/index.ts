export * from "./comics/index";
export * from "./components/index";
export * from "./layouts/index";
export {
  DesignSystemProvider,
  type DesignSystemProviderProps,
} from "./provider/DesignSystemProvider";
export * from "./sections/index";
export * from "./shell/index";
export { breakpoints, media, vars } from "./tokens/theme.css";
