import { AppShell } from "../../shell/AppShell/AppShell";
import type { LayoutProps } from "../types";
import * as styles from "./SecondLayout.css";

export type SecondLayoutProps = LayoutProps;

/** The news frame: the shell, and the listing under a gold rule. */
export function SecondLayout({ children, ...shell }: SecondLayoutProps) {
  return (
    <AppShell {...shell}>
      <div className={styles.frame}>{children}</div>
    </AppShell>
  );
}
