import { useT } from "@rawafed/i18n";
import { Link } from "../../components/Link/Link";
import { LanguageSwitch } from "../../shell/LanguageSwitch/LanguageSwitch";
import type { SlimLayoutProps } from "../types";
import * as styles from "./ThridLayout.css";

export type ThridLayoutProps = SlimLayoutProps;

/** The sign-in and sign-up frame: brand and language above one centred card. */
export function ThridLayout({
  brand,
  locale,
  twinHref,
  onLanguageSwitch,
  children,
}: ThridLayoutProps) {
  const t = useT();
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Link bare href={`/${locale}`} className={styles.brand}>
          {t(brand.name)}
        </Link>
        <LanguageSwitch locale={locale} href={twinHref} onSwitch={onLanguageSwitch} />
      </header>
      <main id="main" tabIndex={-1} className={styles.card}>
        {children}
      </main>
    </div>
  );
}
