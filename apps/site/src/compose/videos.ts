import type { VideoPlayerProps } from "@rawafed/design-system";
import type { Translate } from "@rawafed/i18n";
import type { SectionOf } from "../content/schema";

const languageName = { en: "language.english", ar: "language.arabic" } as const;

/** A published video as the design system's player: its sources, poster and captions. */
export function videoOf(
  item: SectionOf<"videos">["items"][number],
  t: Translate,
): Omit<VideoPlayerProps, "title"> {
  return {
    sources: item.sources,
    poster: item.poster,
    // The page's language first, shown by default; the other one a choice away.
    tracks: item.tracks.map((track, index) => ({
      src: track.src,
      srclang: track.srclang,
      label: t(languageName[track.srclang]),
      default: index === 0,
    })),
    width: item.width,
    height: item.height,
  };
}
