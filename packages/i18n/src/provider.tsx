import { createContext, type ReactNode, useContext } from "react";
import type { MessageId, Messages } from "./catalog";
import { type MessageValues, type Translate, translatorFor } from "./format";
import type { Locale } from "./locales";

export interface I18nProviderProps {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}

const TranslateContext = createContext<Translate | null>(null);

/**
 * Gives the components below it their language's messages, with numbers and dates pinned to the
 * Gregorian calendar and Latin digits. The `t` is shared by every provider of the same catalog
 * and locale, and by `formatMessage`.
 */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  return (
    <TranslateContext.Provider value={translatorFor(locale, messages)}>
      {children}
    </TranslateContext.Provider>
  );
}

/** `t(id, values)` with a typed id: the only way components read text. */
export function useT(): Translate {
  const translate = useContext(TranslateContext);
  if (!translate) throw new Error("useT() needs an <I18nProvider> above it");
  return translate;
}

/** Renders one catalog message as text, for places that take children rather than strings. */
export function T({ id, values }: { id: MessageId; values?: MessageValues }) {
  const t = useT();
  return <>{t(id, values)}</>;
}
