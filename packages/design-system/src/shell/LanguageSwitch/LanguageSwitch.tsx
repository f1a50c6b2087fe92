import { type Locale, otherLocale, useT } from "@rawafed/i18n";
import { Icon } from "../../components/Icon/Icon";
import { Link } from "../../components/Link/Link";
import { textFont } from "../../tokens/theme.css";
import * as styles from "./LanguageSwitch.css";

/** A letter of each language's script, to ask the browser for the face that draws it. */
const sampleLetter: Record<Locale, string> = { en: "E", ar: "ع" };

/**
 * Starts fetching the target language's face as the visitor reaches for the switch. An English page
 * preloads no Arabic face, and with `font-display: optional` a face that is late when the Arabic page
 * renders is not used on it.
 */
function warmFont(target: Locale) {
  document.fonts?.load(`1em ${textFont}`, sampleLetter[target]).catch(() => {});
}

export interface LanguageSwitchProps {
  /** The current locale; the switch offers the other one. */
  locale: Locale;
  /** The current page's twin in the other locale. */
  href: string;
  onSwitch?: (target: Locale) => void;
  /** The header's ground: `dark` on a brand-coloured bar. */
  tone?: keyof typeof styles.tone;
}

/** A link to the same page in the other language, labelled in that language. */
export function LanguageSwitch({ locale, href, onSwitch, tone = "light" }: LanguageSwitchProps) {
  const t = useT();
  const target = otherLocale(locale);
  return (
    <Link
      bare
      className={`${styles.languageSwitch} ${styles.tone[tone]}`}
      href={href}
      hrefLang={target}
      lang={target}
      title={t("shell.languageSwitch.description")}
      onClick={onSwitch ? () => onSwitch(target) : undefined}
      onPointerEnter={() => warmFont(target)}
      onFocus={() => warmFont(target)}
      onTouchStart={() => warmFont(target)}
    >
      <Icon name="globe" size={20} />
      <span className={styles.label[target]}>{t("shell.languageSwitch.label")}</span>
    </Link>
  );
}
