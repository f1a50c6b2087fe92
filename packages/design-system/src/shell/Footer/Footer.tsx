import { useT } from "@rawafed/i18n";
import type { ReactNode } from "react";
import * as styles from "./Footer.css";

export interface FooterProps {
  /** The year of the copyright line; passed in so server and browser render the same text. */
  year: number;
  children?: ReactNode;
}

export function Footer({ year, children }: FooterProps) {
  const t = useT();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {children}
        <p>{t("shell.footer.rights", { year: String(year) })}</p>
      </div>
    </footer>
  );
}
