import { useT } from "@rawafed/i18n";
import type { ReactNode } from "react";
import { Link } from "../../components/Link/Link";
import * as styles from "./Header.css";

export interface HeaderProps {
  /** The locale root, `/en` or `/ar`. */
  homeHref: string;
  /** Navigation and the language switch. */
  children?: ReactNode;
}

export function Header({ homeHref, children }: HeaderProps) {
  const t = useT();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link bare href={homeHref} className={styles.brand}>
          {t("brand.name")}
        </Link>
        {children}
      </div>
    </header>
  );
}
