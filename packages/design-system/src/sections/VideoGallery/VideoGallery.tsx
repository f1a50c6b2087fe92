import { useT } from "@rawafed/i18n";
import { Card } from "../../components/Card/Card";
import { Grid } from "../../components/Grid/Grid";
import { PlayIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import { ItemHeading, Section, type SectionBaseProps } from "../shared/Section";
import { body, itemTitle, stretchedLink } from "../shared/section.css";
import * as styles from "./VideoGallery.css";

export interface VideoItem {
  title: string;
  /** `m:ss` or `h:mm:ss`. */
  duration: string;
  description: string;
  /** A poster image (self-hosted); a painted placeholder otherwise. */
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
 * Video cards: a poster box of fixed aspect ratio with the duration, the title and a description.
 * Nothing is embedded from another site.
 */
export function VideoGallery({ heading, id, tone, items, label }: VideoGalleryProps) {
  const t = useT();
  return (
    <Section heading={heading} id={id} tone={tone} label={label}>
      <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: items.length % 3 === 0 ? 3 : 2 }}>
        {items.map((video) => (
          <Card as="li" key={video.title} padding="md" interactive={Boolean(video.href)}>
            <div className={styles.poster}>
              {video.poster && (
                <img
                  className={styles.posterImage}
                  src={video.poster}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              )}
              <span className={styles.play}>
                <PlayIcon className={styles.playIcon} />
              </span>
              <span className={styles.duration}>
                <time dateTime={isoDuration(video.duration)} dir="ltr" aria-hidden="true">
                  {video.duration}
                </time>
                <VisuallyHidden>
                  {t("section.videos.duration", { duration: video.duration })}
                </VisuallyHidden>
              </span>
            </div>
            <ItemHeading className={itemTitle}>
              {video.href ? (
                <Link bare className={`${styles.titleLink} ${stretchedLink}`} href={video.href}>
                  {video.title}
                </Link>
              ) : (
                video.title
              )}
            </ItemHeading>
            <p className={body}>{video.description}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
