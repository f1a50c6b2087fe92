import { type Locale, useT } from "@rawafed/i18n";
import type { ReactNode } from "react";
import { Footer } from "../../shell/Footer/Footer";
import { Header } from "../../shell/Header/Header";
import { LanguageSwitch } from "../../shell/LanguageSwitch/LanguageSwitch";
import * as styles from "./DefaultLayout.css";

export interface DefaultLayoutProps {
  locale: Locale;
  /** The same page in the other language. */
  twinHref: string;
  year: number;
  children: ReactNode;
}

/** The corporate page frame: header, main landmark, footer. */
export function DefaultLayout({ locale, twinHref, year, children }: DefaultLayoutProps) {
  const t = useT();
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main">
        {t("shell.skipToContent")}
      </a>
      <Header homeHref={`/${locale}`}>
        <LanguageSwitch locale={locale} href={twinHref} />
      </Header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer year={year} />
    </div>
  );
}
