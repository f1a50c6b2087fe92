import { type Locale, useT } from "@rawafed/i18n";
import type { ReactNode } from "react";
import { Link } from "../../components/Link/Link";
import { LanguageSwitch } from "../../shell/LanguageSwitch/LanguageSwitch";
import * as styles from "./FiveLayout.css";

export interface FiveLayoutProps {
  locale: Locale;
  twinHref: string;
  children: ReactNode;
}

/** The reading frame (chapter reader): a slim bar with the brand and language, then the pages. */
export function FiveLayout({ locale, twinHref, children }: FiveLayoutProps) {
  const t = useT();
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Link bare href={`/${locale}`} className={styles.brand}>
          {t("brand.name")}
        </Link>
        <div className={styles.switcher}>
          <LanguageSwitch locale={locale} href={twinHref} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
