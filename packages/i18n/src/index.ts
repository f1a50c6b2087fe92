export { isolate } from "./bidi";
export {
  areaOf,
  loadAreas,
  loadedMessages,
  loadMessages,
  type MessageArea,
  type MessageId,
  type Messages,
  messageAreas,
  provideMessages,
  subscribeMessages,
} from "./catalog";
export {
  formatDate,
  formatDateTime,
  formatMessage,
  formatNumber,
  type MessageValues,
  parseNumber,
  recordMessageUse,
  type Translate,
  toLatinDigits,
} from "./format";
export {
  type Direction,
  defaultLocale,
  dir,
  intlLocale,
  isLocale,
  type Locale,
  locales,
  otherLocale,
} from "./locales";
export {
  createPagePaths,
  decodePath,
  encodePath,
  type PageDefinition,
  type PageMatch,
  type PageParams,
  type PagePaths,
  type PageTable,
  type StaticPageId,
} from "./paths";
export { I18nProvider, type I18nProviderProps, T, TIsolated, useT } from "./provider";
export {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  type LocaleRequest,
  localeCookie,
  type ResolvedLocale,
  resolveLocale,
} from "./resolve";
export { rememberLocale, switchLocale } from "./switch";
