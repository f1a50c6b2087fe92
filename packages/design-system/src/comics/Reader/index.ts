// The chapter reader and its data types.
export { Reader, type ReaderProps } from "./Reader";
export {
  defaultReaderSettings,
  type PageFit,
  pageFits,
  type ReaderSettings,
  readerSettingsOf,
  type StripWidth,
  stripWidths,
} from "./settings";
export type { PagesLanguage, ReaderPage, ReadingDirection } from "./types";
