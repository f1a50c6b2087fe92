// How a person likes a comic read, beside its direction: remembered per comic by the caller.

/**
 * Paged: the whole page on the screen (`screen`), the screen's width (`width`, scrolled down),
 * its height (`height`, scrolled across), or the page's own pixels (`original`).
 */
export type PageFit = "screen" | "width" | "height" | "original";
export const pageFits: readonly PageFit[] = ["screen", "width", "height", "original"];

/** Vertical: how wide the strip is on a wide screen (`full`: the reader's width). */
export type StripWidth = "narrow" | "medium" | "full";
export const stripWidths: readonly StripWidth[] = ["narrow", "medium", "full"];

export interface ReaderSettings {
  fit: PageFit;
  stripWidth: StripWidth;
  /** The page's outer thirds turn pages; off, a tap only shows or hides the bars. */
  tapZones: boolean;
  /** Paged on a wide screen: two pages side by side, the cover alone (spreads.ts). */
  spreads: boolean;
  /** Each page's transcript shown beside it (under it on phones, and in a strip). */
  text: boolean;
}

export const defaultReaderSettings: ReaderSettings = {
  fit: "screen",
  stripWidth: "full",
  tapZones: true,
  spreads: false,
  text: false,
};

/** Settings read back from storage: anything unknown is the default. */
export function readerSettingsOf(value: unknown): ReaderSettings {
  const stored = (typeof value === "object" && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const fit = pageFits.find((known) => known === stored.fit);
  const stripWidth = stripWidths.find((known) => known === stored.stripWidth);
  return {
    fit: fit ?? defaultReaderSettings.fit,
    stripWidth: stripWidth ?? defaultReaderSettings.stripWidth,
    tapZones: typeof stored.tapZones === "boolean" ? stored.tapZones : true,
    spreads: stored.spreads === true,
    text: stored.text === true,
  };
}
