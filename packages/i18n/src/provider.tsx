import type { ReactNode } from "react";
import { type IntlShape, RawIntlProvider, useIntl } from "react-intl";
import type { MessageId, Messages } from "./catalog";
import { intlFor } from "./format";
import type { Locale } from "./locales";

export interface I18nProviderProps {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}

/**
 * react-intl's provider pinned to the Gregorian calendar and Latin digits. It shares the Intl
 * object of `formatMessage` (one per catalog and locale), which is costly to create.
 */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  // formatjs's object serves react-intl as is for plain-text messages, the only kind `useT` takes.
  const intl = intlFor(locale, messages) as unknown as IntlShape;
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
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
