import type { ReactNode } from "react";
import type { AppShellProps } from "../shell/AppShell/AppShell";

/** What every layout takes: the shell's props (locale, twin page, navigation...) and the page. */
export type LayoutProps = Omit<AppShellProps, "bare" | "children"> & { children: ReactNode };

/**
 * A slim frame (sign-in, the chapter reader) takes the shell's props but draws only the brand and
 * the language switch.
 */
export type SlimLayoutProps = Pick<
  LayoutProps,
  "brand" | "locale" | "twinHref" | "onLanguageSwitch" | "children"
>;
