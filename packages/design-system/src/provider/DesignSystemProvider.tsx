import { DirectionProvider } from "@radix-ui/react-direction";
import { dir, I18nProvider, type Locale, type Messages } from "@rawafed/i18n";
import type { ReactNode } from "react";
import { type LinkComponent, LinkComponentContext } from "../components/Link/LinkComponentContext";
import "../tokens/global.css";

export interface DesignSystemProviderProps {
  locale: Locale;
  messages: Messages;
  /** The app's router link (client-side navigation); a plain `<a>` when absent. */
  linkComponent?: LinkComponent;
  children: ReactNode;
}

/**
 * Everything a component needs from its surroundings: the language and its messages, the direction
 * for Radix primitives (which ignore `<html dir>`), and the link to navigate with.
 */
export function DesignSystemProvider({
  locale,
  messages,
  linkComponent,
  children,
}: DesignSystemProviderProps) {
  const content = (
    <I18nProvider locale={locale} messages={messages}>
      <DirectionProvider dir={dir(locale)}>{children}</DirectionProvider>
    </I18nProvider>
  );
  return linkComponent ? (
    <LinkComponentContext.Provider value={linkComponent}>{content}</LinkComponentContext.Provider>
  ) : (
    content
  );
}
