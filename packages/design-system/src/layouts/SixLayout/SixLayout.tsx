import type { ReactNode } from "react";
import { AppShell } from "../../shell/AppShell/AppShell";
import type { LayoutProps } from "../types";
import * as styles from "./SixLayout.css";

export type SixLayoutProps = LayoutProps & {
  /** Where the page sits (breadcrumbs). */
  breadcrumbs?: ReactNode;
  /** Related links beside the article. */
  aside?: ReactNode;
};

/** The detail frame (blog article, service list and detail): article with an aside. */
export function SixLayout({ children, breadcrumbs, aside, ...shell }: SixLayoutProps) {
  return (
    <AppShell {...shell}>
      {breadcrumbs ? <div className={styles.breadcrumbs}>{breadcrumbs}</div> : null}
      <div className={styles.grid}>
        <div className={styles.article}>{children}</div>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      </div>
    </AppShell>
  );
}
