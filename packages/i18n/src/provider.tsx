import type { ReactNode } from "react";
import { IntlProvider, useIntl } from "react-intl";
import type { MessageId, Messages } from "./catalog";
import { intlLocale, type Locale } from "./locales";

export interface I18nProviderProps {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}

/** react-intl's provider pinned to the Gregorian calendar and Latin digits. */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  return (
    <IntlProvider locale={intlLocale(locale)} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}

/** Plain values only, so every message formats to a string (labels, aria-labels, titles). */
type Values = Record<string, string | number | Date>;

/** `t(id, values)` with a typed id: the only way components read text. */
export function useT() {
  const intl = useIntl();
  return (id: MessageId, values?: Values): string => intl.formatMessage({ id }, values);
}

/** Renders one catalog message as text, for places that take children rather than strings. */
export function T({ id, values }: { id: MessageId; values?: Values }) {
  const t = useT();
  return <>{t(id, values)}</>;
}
