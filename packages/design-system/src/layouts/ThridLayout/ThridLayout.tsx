import { useT } from "@rawafed/i18n";
import { Link } from "../../components/Link/Link";
import { LanguageSwitch } from "../../shell/LanguageSwitch/LanguageSwitch";
import type { LayoutProps } from "../types";
import * as styles from "./ThridLayout.css";

/** A slim frame takes the shell's props but draws only the brand and the language switch. */
export type ThridLayoutProps = Pick<
  LayoutProps,
  "brand" | "locale" | "twinHref" | "onLanguageSwitch" | "children"
>;

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
