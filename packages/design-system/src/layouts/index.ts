export { DefaultLayout, type DefaultLayoutProps } from "./DefaultLayout/DefaultLayout";
export { ErrorPage, type ErrorPageProps } from "./ErrorPage/ErrorPage";
export { FiveLayout, type FiveLayoutProps } from "./FiveLayout/FiveLayout";
export { FourLayout, type FourLayoutProps } from "./FourLayout/FourLayout";
export { NoneLayout, type NoneLayoutProps } from "./NoneLayout/NoneLayout";
export { SecondLayout, type SecondLayoutProps } from "./SecondLayout/SecondLayout";
export { SixLayout, type SixLayoutProps } from "./SixLayout/SixLayout";
export { ThridLayout, type ThridLayoutProps } from "./ThridLayout/ThridLayout";
export type { LayoutProps } from "./types";
