import { AppShell } from "../../shell/AppShell/AppShell";
import type { LayoutProps } from "../types";
import * as styles from "./FourLayout.css";

export type FourLayoutProps = LayoutProps;

/** The history frame: the shell, and one centred reading column. */
export function FourLayout({ children, ...shell }: FourLayoutProps) {
  return (
    <AppShell {...shell}>
      <div className={styles.column}>{children}</div>
    </AppShell>
  );
}
