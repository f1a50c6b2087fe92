import { useT } from "@rawafed/i18n";
import { Badge } from "../../components/Badge/Badge";
import { Card } from "../../components/Card/Card";
import { BookIcon, EyeIcon } from "../../components/Icon";
import { Image } from "../../components/Image/Image";
import { Link } from "../../components/Link/Link";
import { ItemHeading } from "../../sections/shared/Section";
import { stretchedLink } from "../../sections/shared/section.css";
import { RatingStars } from "../RatingStars/RatingStars";
import * as styles from "./ComicCard.css";

export type ComicStatus = "completed" | "ongoing";

export interface ComicCardProps {
  /** The series name, in the page's language. */
  name: string;
  /** The localized address of the comic's page. */
  href: string;
  /** The cover image (2:3). */
  coverSrc: string;
  /** The genre, already localized. */
  genre: string;
  status: ComicStatus;
  /** 0 to 5. */
  rating: number;
  views: number;
  chapters: number;
  /** `li` inside a list of comics (the default), `article` on its own. */
  as?: "li" | "article" | "div";
}

/**
 * A comic in a grid: cover, series name linking to the comic (the whole card is clickable),
 * genre and status badges, rating, views and chapters.
 */
export function ComicCard({
  name,
  href,
  coverSrc,
  genre,
  status,
  rating,
  views,
  chapters,
  as = "li",
}: ComicCardProps) {
  const t = useT();
  return (
    <Card as={as} interactive className={styles.card}>
      <Image
        src={coverSrc}
        alt={t("comics.card.cover", { name })}
        width={200}
        height={300}
        className={styles.cover}
      />
      <div className={styles.body}>
        <ItemHeading className={styles.title}>
          <Link bare href={href} className={`${styles.titleLink} ${stretchedLink}`}>
            {name}
          </Link>
        </ItemHeading>
        <ul className={styles.badges}>
          <li>
            <Badge tone="outline">{genre}</Badge>
          </li>
          <li>
            <Badge tone={status === "completed" ? "positive" : "neutral"}>
              {t(status === "completed" ? "comics.status.completed" : "comics.status.ongoing")}
            </Badge>
          </li>
        </ul>
        <RatingStars value={rating} />
        <ul className={styles.stats}>
          <li className={styles.stat}>
            <EyeIcon />
            {t("comics.count.views", { count: views })}
          </li>
          <li className={styles.stat}>
            <BookIcon />
            {t("comics.count.chapters", { count: chapters })}
          </li>
        </ul>
      </div>
    </Card>
  );
}
