// The chapter reader and its data types.
export { Reader, type ReaderProps } from "./Reader";
export type { ReaderPage, ReadingDirection } from "./types";
