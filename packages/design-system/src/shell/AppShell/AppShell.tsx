import { type Locale, useT } from "@rawafed/i18n";
import type { MouseEvent, ReactNode } from "react";
import { ContactMenu } from "../ContactMenu/ContactMenu";
import { Footer } from "../Footer/Footer";
import { Header } from "../Header/Header";
import { LanguageSwitch } from "../LanguageSwitch/LanguageSwitch";
import { LoadingBar } from "../LoadingBar/LoadingBar";
import { ScrollToTop, SKIP_LINK_ID } from "../ScrollToTop/ScrollToTop";
import { SocialLinks } from "../SocialLinks/SocialLinks";
import type { Brand, NavGroup, NavLink } from "../types";
import * as styles from "./AppShell.css";

export interface AppShellProps {
  /** Whose shell it is: name, contact details, social links, offices (the app's). */
  brand: Brand;
  locale: Locale;
  /** The same page in the other language. */
  twinHref: string;
  /** The copyright year, passed in so server and browser agree. */
  year: number;
  /** Every group of links of the primary navigation, localized by the app. */
  navigation: readonly NavGroup[];
  /** The path of the page on screen: `aria-current="page"` on the link to it. */
  current?: string | undefined;
  /** A navigation is in progress: shows the loading bar. */
  loading?: boolean;
  /** The newsletter form for the footer. */
  newsletter?: ReactNode;
  /** The footer's quick links. */
  quickLinks?: readonly NavLink[];
  /** The header's account control (the comics platform's AccountButton); the corporate site has none. */
  account?: ReactNode;
  /** Called with the target locale when the visitor switches language (to store the cookie). */
  onLanguageSwitch?: (target: Locale) => void;
  /** The event and invitation pages: no social links, contact menu or scroll-to-top button. */
  bare?: boolean;
  children: ReactNode;
}

/** The id of the shell's `<main>`, the skip link's target. */
export const MAIN_ID = "main";

/**
 * Moves focus into `<main>` without a navigation, so a `<base>` element or a client router that
 * handles hash links cannot turn the skip link into a page load. The `href` works without script.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/**
 * The application shell of every page: loading bar, skip link, header, the main landmark, footer,
 * and the floating social links, contact menu and scroll-to-top button.
 */
export function AppShell({
  brand,
  locale,
  twinHref,
  year,
  navigation,
  current,
  loading = false,
  newsletter,
  quickLinks,
  account,
  onLanguageSwitch,
  bare = false,
  children,
}: AppShellProps) {
  const t = useT();
  return (
    <div className={bare ? styles.page : `${styles.page} ${styles.withFloating}`}>
      <LoadingBar loading={loading} />
      <a id={SKIP_LINK_ID} className={styles.skipLink} href={`#${MAIN_ID}`} onClick={skipToMain}>
        {t("shell.skipToContent")}
      </a>
      <Header
        brandName={brand.name}
        homeHref={`/${locale}`}
        navigation={navigation}
        current={current}
        account={account}
        languageSwitch={
          <LanguageSwitch locale={locale} href={twinHref} onSwitch={onLanguageSwitch} />
        }
      />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer brand={brand} year={year} newsletter={newsletter} quickLinks={quickLinks} />
      {bare ? null : (
        <>
          <SocialLinks social={brand.social} />
          <ContactMenu brand={brand} />
          <ScrollToTop />
        </>
      )}
    </div>
  );
}
