import { type Locale, otherLocale, useT } from "@rawafed/i18n";
import { Icon } from "../../components/Icon/Icon";
import { Link } from "../../components/Link/Link";
import * as styles from "./LanguageSwitch.css";

export interface LanguageSwitchProps {
  /** The current locale; the switch offers the other one. */
  locale: Locale;
  /** The current page's twin in the other locale. */
  href: string;
  onSwitch?: (target: Locale) => void;
}

/** A link to the same page in the other language, labelled in that language. */
export function LanguageSwitch({ locale, href, onSwitch }: LanguageSwitchProps) {
  const t = useT();
  const target = otherLocale(locale);
  return (
    <Link
      bare
      className={styles.languageSwitch}
      href={href}
      hrefLang={target}
      lang={target}
      title={t("shell.languageSwitch.description")}
      onClick={onSwitch ? () => onSwitch(target) : undefined}
    >
      <Icon name="globe" size={20} />
      <span>{t("shell.languageSwitch.label")}</span>
    </Link>
  );
}
