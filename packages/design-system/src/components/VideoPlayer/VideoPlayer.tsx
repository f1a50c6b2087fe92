import { useDirection } from "@radix-ui/react-direction";
import { useT } from "@rawafed/i18n";
import * as styles from "./VideoPlayer.css";

/** One encoding of the video (self-hosted). */
export interface VideoSource {
  src: string;
  type: "video/webm" | "video/mp4";
}

/** A WebVTT captions file in one language. */
export interface VideoTrack {
  src: string;
  /** The captions' language (BCP 47), e.g. `en`, `ar`. */
  srclang: string;
  /** Its name in the captions menu, already localized. */
  label: string;
  /** Shown unless the viewer turns captions off (usually the page's language). */
  default?: boolean;
}

export interface VideoPlayerProps {
  /** The video's name, already localized: the player's accessible name. */
  title: string;
  /** The encodings, WebM first, then MP4: the browser plays the first it supports. */
  sources: readonly VideoSource[];
  /** An image shown before playback (self-hosted); none, the first frame. */
  poster?: string | undefined;
  /** Captions, one track per language (`kind="captions"`). */
  tracks: readonly VideoTrack[];
  /** Intrinsic width: with `height`, reserves the box before anything loads (no layout shift). */
  width: number;
  /** Intrinsic height. */
  height: number;
  /** Classes for the `<video>` element. */
  className?: string;
}

/**
 * A native video player: the browser's own controls (keyboard operable, with a captions menu),
 * nothing fetched before the visitor asks but the poster, the box reserved by the intrinsic size.
 * The controls are media controls, so they are never mirrored: the element is always ltr (a
 * timeline runs left to right in Arabic too); the captions keep their own direction. A browser
 * without video gets a paragraph in the page's language with a link to the MP4.
 */
export function VideoPlayer({
  title,
  sources,
  poster,
  tracks,
  width,
  height,
  className,
}: VideoPlayerProps) {
  const t = useT();
  const direction = useDirection();
  const download = sources.find((source) => source.type === "video/mp4") ?? sources[0];
  return (
    // biome-ignore lint/a11y/useMediaCaption: the captions are `tracks`, each a `<track kind="captions">`
    <video
      className={[styles.video, className].filter(Boolean).join(" ")}
      controls
      preload="none"
      playsInline
      poster={poster || undefined}
      width={width}
      height={height}
      aria-label={title}
      dir="ltr"
    >
      {sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
      {tracks.map((track) => (
        <track
          key={track.src}
          kind="captions"
          src={track.src}
          srcLang={track.srclang}
          label={track.label}
          default={track.default}
        />
      ))}
      <p className={styles.fallback} dir={direction}>
        {t("video.unsupported")}{" "}
        {download && (
          <a className={styles.fallbackLink} href={download.src} download="">
            {t("video.download")}
          </a>
        )}
      </p>
    </video>
  );
}
