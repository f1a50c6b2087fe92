import { AppShell } from "../../shell/AppShell/AppShell";
import type { LayoutProps } from "../types";

export type NoneLayoutProps = LayoutProps;

/**
 * The event and invitation frame: header and footer only; no social column, contact menu or
 * scroll-to-top button, so nothing competes with the invitation.
 */
export function NoneLayout({ children, ...shell }: NoneLayoutProps) {
  return (
    <AppShell {...shell} bare>
      {children}
    </AppShell>
  );
}
