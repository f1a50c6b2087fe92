import type { ReactNode } from "react";
import type { AppShellProps } from "../shell/AppShell/AppShell";

/** What every layout takes: the shell's props (locale, twin page, navigation...) and the page. */
export type LayoutProps = Omit<AppShellProps, "bare" | "children"> & { children: ReactNode };
