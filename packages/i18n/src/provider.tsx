import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from "react";
import { catalogVersion, type MessageId, type Messages, subscribeMessages } from "./catalog";
import { type MessageValues, type Translate, takeMissed, translatorFor } from "./format";
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
  // A message the page did not bring is blank until its area has loaded; the component that
  // asked for it, and only that one, renders again then (a render of everything below the
  // provider would redraw the parts still waiting to hydrate, dropping their server markup).
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  const waiting = useRef<number | null>(null);
  useEffect(() => {
    const since = waiting.current;
    if (since === null) return undefined;
    const unsubscribe = subscribeMessages(renderAgain);
    if (catalogVersion() !== since) renderAgain();
    return unsubscribe;
  });
  waiting.current = null;
  return useMemo(
    () => (id: MessageId, values?: MessageValues) => {
      const text = translate(id, values);
      if (takeMissed()) waiting.current ??= catalogVersion();
      return text;
    },
    [translate],
  );
}

/**
 * A message with one of its values in a `<bdi>`: a name or a search in any script, or a code
 * always left to right (`dir="ltr"`), kept whole inside the sentence around it. The text and the
 * accessible name are the message's own, with no invisible marks (see `isolate` for strings).
 */
export function TIsolated({
  id,
  values,
  isolated,
  dir,
}: {
  id: MessageId;
  values: MessageValues;
  /** The value to isolate. */
  isolated: string;
  dir?: "ltr";
}) {
  const t = useT();
  const value = String(values[isolated] ?? "");
  // A private-use character stands in for the value, then the message is cut around it.
  const [before, ...after] = t(id, { ...values, [isolated]: "\uE000" }).split("\uE000");
  if (after.length === 0) return <>{before}</>;
  return (
    <>
      {before}
      <bdi dir={dir}>{value}</bdi>
      {after.join(value)}
    </>
  );
}

/** Renders one catalog message as text, for places that take children rather than strings. */
export function T({ id, values }: { id: MessageId; values?: MessageValues }) {
  const t = useT();
  return <>{t(id, values)}</>;
}
