import { AppShell } from "../../shell/AppShell/AppShell";
import type { LayoutProps } from "../types";

export type DefaultLayoutProps = LayoutProps;

/** The corporate page frame: the whole application shell around the page. */
export function DefaultLayout({ children, ...shell }: DefaultLayoutProps) {
  return <AppShell {...shell}>{children}</AppShell>;
}
