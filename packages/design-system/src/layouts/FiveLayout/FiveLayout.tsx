import { useT } from "@rawafed/i18n";
import { Link } from "../../components/Link/Link";
import { LanguageSwitch } from "../../shell/LanguageSwitch/LanguageSwitch";
import type { SlimLayoutProps } from "../types";
import * as styles from "./FiveLayout.css";

export type FiveLayoutProps = SlimLayoutProps;

/** The reading frame (chapter reader): a slim bar with the brand and language, then the pages. */
export function FiveLayout({
  brand,
  locale,
  twinHref,
  onLanguageSwitch,
  children,
}: FiveLayoutProps) {
  const t = useT();
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Link bare href={`/${locale}`} className={styles.brand}>
          {t(brand.name)}
        </Link>
        <LanguageSwitch locale={locale} href={twinHref} onSwitch={onLanguageSwitch} tone="dark" />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
