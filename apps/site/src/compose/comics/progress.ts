// Where a reader is in a chapter, and how they like a comic read: kept by the server for a
// signed-in reader, by the browser (localStorage) for a visitor (CONTRACT.md).
import { type ReaderSettings, readerSettingsOf } from "@rawafed/design-system";
import type { ReadingDirection } from "@rawafed/forms/schemas";

const PROGRESS_KEY = "rawafed.comics.progress";
const DIRECTION_KEY = "rawafed.comics.direction";
const SETTINGS_KEY = "rawafed.comics.reader";

type Stored<T> = Record<string, T>;

function read<T>(key: string): Stored<T> {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? "{}") as unknown;
    return typeof value === "object" && value !== null ? (value as Stored<T>) : {};
  } catch {
    return {};
  }
}

function write<T>(key: string, id: string, value: T): void {
  try {
    const all = read<T>(key);
    all[id] = value;
    localStorage.setItem(key, JSON.stringify(all));
  } catch {
    // Storage may be off (private mode, full): reading goes on without it.
  }
}

export interface LocalProgress {
  page: number;
  finished: boolean;
}

/** A visitor's place in a chapter, from this browser. */
export function localProgress(chapterId: string): LocalProgress | null {
  const stored = read<LocalProgress>(PROGRESS_KEY)[chapterId];
  return stored && Number.isInteger(stored.page) && stored.page >= 1 ? stored : null;
}

export const saveLocalProgress = (chapterId: string, progress: LocalProgress): void =>
  write(PROGRESS_KEY, chapterId, progress);

const directions: readonly string[] = ["rtl", "ltr", "vertical"];

/** The direction this browser's reader chose for a comic, if any. */
export function chosenDirection(comicId: string): ReadingDirection | null {
  const stored = read<string>(DIRECTION_KEY)[comicId];
  return stored && directions.includes(stored) ? (stored as ReadingDirection) : null;
}

export const chooseDirection = (comicId: string, direction: ReadingDirection): void =>
  write(DIRECTION_KEY, comicId, direction);

/** How this browser's reader likes a comic read (fit, strip width, tap zones), if it chose. */
export function chosenSettings(comicId: string): ReaderSettings | null {
  const stored = read<unknown>(SETTINGS_KEY)[comicId];
  return stored === undefined ? null : readerSettingsOf(stored);
}

export const chooseSettings = (comicId: string, settings: ReaderSettings): void =>
  write(SETTINGS_KEY, comicId, settings);
