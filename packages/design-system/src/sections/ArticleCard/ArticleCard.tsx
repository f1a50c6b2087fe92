import { useT } from "@rawafed/i18n";
import { Card } from "../../components/Card/Card";
import { ArrowIcon, CalendarIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import { Picture, type PictureProps } from "../../components/Picture/Picture";
import { cardImageSizes } from "../shared/cardImage";
import { useFormatDate } from "../shared/date";
import { ItemHeading } from "../shared/Section";
import { body, itemTitle, stretchedLink } from "../shared/section.css";
import * as styles from "./ArticleCard.css";

export interface ArticleSummary {
  title: string;
  summary: string;
  /** The publication date, `YYYY-MM-DD`. */
  date: string;
  /** The resolved address of the article's page. */
  href: string;
  author?: string;
  /** A picture at the top of the card, cropped to 16:9 (lazy unless it says `priority`). */
  image?: PictureProps;
}

export interface ArticleCardProps extends ArticleSummary {
  /** `li` inside a list of articles (the default), `article` on its own. */
  as?: "li" | "article" | "div";
}

/**
 * A news item or blog post: an optional picture, date (formatted in the interface language), title
 * linking to the article (the whole card is clickable), summary and author.
 */
export function ArticleCard({
  title,
  summary,
  date,
  href,
  author,
  image,
  as = "li",
}: ArticleCardProps) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <Card as={as} interactive>
      {image && (
        <Picture
          {...image}
          ratio="16/9"
          radius={image.radius ?? "md"}
          sizes={image.sizes ?? cardImageSizes}
        />
      )}
      <span className={styles.date}>
        <CalendarIcon />
        <time dateTime={date}>{formatDate(date)}</time>
      </span>
      <ItemHeading className={itemTitle}>
        <Link bare className={`${styles.titleLink} ${stretchedLink}`} href={href}>
          {title}
        </Link>
      </ItemHeading>
      <p className={body}>{summary}</p>
      {author && <p className={styles.author}>{t("section.article.byline", { author })}</p>}
      <span className={styles.more} aria-hidden="true">
        {t("action.readMore")}
        <ArrowIcon />
      </span>
    </Card>
  );
}
