import { type Locale, useT } from "@rawafed/i18n";
import type { ReactNode } from "react";
import { Link } from "../../components/Link/Link";
import { LanguageSwitch } from "../../shell/LanguageSwitch/LanguageSwitch";
import * as styles from "./ThridLayout.css";

export interface ThridLayoutProps {
  locale: Locale;
  twinHref: string;
  children: ReactNode;
}

/** The sign-in and sign-up frame: brand and language above one centred card. */
export function ThridLayout({ locale, twinHref, children }: ThridLayoutProps) {
  const t = useT();
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Link bare href={`/${locale}`} className={styles.brand}>
          {t("brand.name")}
        </Link>
        <LanguageSwitch locale={locale} href={twinHref} />
      </header>
      <main id="main" tabIndex={-1} className={styles.card}>
        {children}
      </main>
    </div>
  );
}
