// Story fixtures: a 3-second silent clip of the abstract scene (320 × 180, VP9 WebM and H.264 MP4),
// its poster and captions in English and Arabic; its name in both languages. Other stories take
// the files from here.
import type { Locale } from "@rawafed/i18n";
import captionsAr from "./fixtures/captions-ar.vtt?url";
import captionsEn from "./fixtures/captions-en.vtt?url";
import clipMp4 from "./fixtures/clip.mp4?url";
import clipWebm from "./fixtures/clip.webm?url";
import poster from "./fixtures/poster.webp?url";
import type { VideoPlayerProps } from "./VideoPlayer";

/** The clip for a page in `locale`: every caption track, the page's language on by default. */
export function clipFiles(locale: Locale): Omit<VideoPlayerProps, "title"> {
  return {
    sources: [
      { src: clipWebm, type: "video/webm" },
      { src: clipMp4, type: "video/mp4" },
    ],
    poster,
    tracks: [
      { src: captionsEn, srclang: "en", label: "English", default: locale === "en" },
      { src: captionsAr, srclang: "ar", label: "العربية", default: locale === "ar" },
    ],
    width: 320,
    height: 180,
  };
}

export const clip = {
  en: { title: "Morning over the valley", ...clipFiles("en") },
  ar: { title: "الصباح فوق الوادي", ...clipFiles("ar") },
};

/** The MP4's address, for the fallback's download link. */
export const clipMp4Url = clipMp4;

/**
 * Resolves once the player is at rest for a screenshot: the poster decoded, and the element done
 * with choosing its source (`preload="none"`: idle, having fetched nothing). States to wait for,
 * not delays. Chromium's controls show a loading spinner while the source is being chosen and
 * take it away only at the end of its animation's turn, which the runner's screenshots (animations
 * disabled) never reach; hiding and showing the controls again takes it away at once, leaving the
 * element as it was rendered.
 */
export async function playerAtRest(video: HTMLVideoElement): Promise<void> {
  const poster = new Image();
  poster.src = video.poster;
  await poster.decode();
  if (video.networkState !== HTMLMediaElement.NETWORK_IDLE) {
    await new Promise((resolve) => video.addEventListener("suspend", resolve, { once: true }));
  }
  video.controls = false;
  video.controls = true;
}

/** Resolves once a captions track has loaded (or failed to): a state, not a delay. */
export function trackSettled(track: HTMLTrackElement): Promise<void> {
  if (track.readyState === HTMLTrackElement.LOADED || track.readyState === HTMLTrackElement.ERROR) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    track.addEventListener("load", () => resolve(), { once: true });
    track.addEventListener("error", () => resolve(), { once: true });
  });
}
