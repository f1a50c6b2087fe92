import { useT } from "@rawafed/i18n";
import { Card } from "../../components/Card/Card";
import { Grid } from "../../components/Grid/Grid";
import { ClockIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import { VideoPlayer, type VideoPlayerProps } from "../../components/VideoPlayer/VideoPlayer";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import { ItemHeading, Section, type SectionBaseProps } from "../shared/Section";
import { body, itemTitle, stretchedLink } from "../shared/section.css";
import * as styles from "./VideoGallery.css";

export interface VideoItem {
  title: string;
  /** `m:ss` or `h:mm:ss`; shown only with a `video` (a duration promises something to play). */
  duration?: string;
  description: string;
  /** The video itself, played in the card (its name is the item's `title`). */
  video?: Omit<VideoPlayerProps, "title">;
  /**
   * A decorative picture for a card without a `video` (self-hosted). Without either, the card is
   * its title and description alone: no empty frame that looks like a player.
   */
  poster?: string;
  /** The address of the video's page, when it has one. */
  href?: string;
}

export interface VideoGalleryProps extends SectionBaseProps {
  items: readonly VideoItem[];
  /** Names the section when it has no heading. */
  label?: string;
}

/** `4:12` → `PT4M12S`, the machine-readable duration of `<time>`. */
export function isoDuration(duration: string): string {
  const parts = duration.split(":").map(Number);
  const [seconds = 0, minutes = 0, hours = 0] = parts.reverse();
  return `PT${hours ? `${hours}H` : ""}${minutes}M${seconds}S`;
}

/**
 * Video cards: the video in a box of fixed aspect ratio with its duration, the title and a
 * description. A card without a video promises no playback: no player, no play icon, no duration,
 * only its poster if it has one. Nothing is embedded from another site.
 */
export function VideoGallery({ heading, id, tone, items, label }: VideoGalleryProps) {
  const t = useT();
  return (
    <Section heading={heading} id={id} tone={tone} label={label}>
      <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: items.length % 3 === 0 ? 3 : 2 }}>
        {items.map((item) => {
          const { video } = item;
          // A link stretched over a card with a player would swallow the clicks on its controls.
          const stretched = Boolean(item.href) && !video;
          return (
            <Card as="li" key={item.title} padding="md" interactive={stretched}>
              {video ? (
                <div className={styles.frame}>
                  <VideoPlayer {...video} title={item.title} className={styles.player} />
                </div>
              ) : (
                item.poster && (
                  <div className={styles.poster}>
                    <img
                      className={styles.posterImage}
                      src={item.poster}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  </div>
                )
              )}
              {video && item.duration && (
                <p className={styles.duration}>
                  <ClockIcon />
                  <time dateTime={isoDuration(item.duration)} dir="ltr" aria-hidden="true">
                    {item.duration}
                  </time>
                  <VisuallyHidden>
                    {t("section.videos.duration", { duration: item.duration })}
                  </VisuallyHidden>
                </p>
              )}
              <ItemHeading className={itemTitle}>
                {item.href ? (
                  <Link
                    bare
                    className={
                      stretched ? `${styles.titleLink} ${stretchedLink}` : styles.titleLink
                    }
                    href={item.href}
                  >
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </ItemHeading>
              <p className={body}>{item.description}</p>
            </Card>
          );
        })}
      </Grid>
    </Section>
  );
}
