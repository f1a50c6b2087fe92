import type { VideoPlayerProps } from "@rawafed/design-system";
import { type Locale, locales, type Translate } from "@rawafed/i18n";
import { type VideoId, videoFiles } from "../content/videoFiles";

const languageName = { en: "language.english", ar: "language.arabic" } as const;

/** A clip of public/videos/ as the design system's player: WebM, then MP4, captions in both languages. */
export function videoOf(
  id: VideoId,
  locale: Locale,
  t: Translate,
): Omit<VideoPlayerProps, "title"> {
  const { width, height } = videoFiles[id];
  return {
    sources: [
      { src: `/videos/${id}.webm`, type: "video/webm" },
      { src: `/videos/${id}.mp4`, type: "video/mp4" },
    ],
    poster: `/videos/${id}.poster.webp`,
    // The page's language first, shown by default; the other one a choice away.
    tracks: [locale, ...locales.filter((other) => other !== locale)].map((language) => ({
      src: `/videos/${id}.${language}.vtt`,
      srclang: language,
      label: t(languageName[language]),
      default: language === locale,
    })),
    width,
    height,
  };
}
