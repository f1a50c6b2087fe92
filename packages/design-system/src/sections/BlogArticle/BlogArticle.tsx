import { type MessageId, useT } from "@rawafed/i18n";
import { type ReactNode, useId } from "react";
import { Container } from "../../components/Container/Container";
import {
  CalendarIcon,
  FacebookIcon,
  LinkedInIcon,
  MailIcon,
  PersonIcon,
  WhatsAppIcon,
  XLogoIcon,
} from "../../components/Icon";
import { Picture, type PictureProps } from "../../components/Picture/Picture";
import { RichText } from "../../components/RichText/RichText";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import { useFormatDate } from "../shared/date";
import * as styles from "./BlogArticle.css";
import { type ShareNetwork, shareNetworks, shareUrl } from "./share";

export interface BlogComment {
  /** A stable key. */
  id: string;
  author: string;
  /** `YYYY-MM-DD`. */
  date: string;
  body: string;
}

export interface BlogArticleProps {
  title: string;
  /** The publication date, `YYYY-MM-DD`. */
  date: string;
  author?: string;
  /** A standfirst shown under the title. */
  summary?: string;
  /** The paragraphs of the article. */
  body: readonly string[];
  /** The body as the server rendered it from a stored document; drawn instead of `body`. */
  bodyHtml?: string;
  /** The article's absolute address, for the share links. */
  url: string;
  /** Published comments; an empty list (or none) shows "No comments yet". */
  comments?: readonly BlogComment[];
  /** The comment form (from the forms package), shown under the comments. */
  commentForm?: ReactNode;
  /** Shown above the title, e.g. breadcrumbs. */
  breadcrumbs?: ReactNode;
  /** 1 when the article is the page's main heading (default), 2 under another h1. */
  titleLevel?: 1 | 2;
  /**
   * The article's picture, under its title and byline. Above the fold, so it is always loaded
   * with priority (eager, `fetchpriority="high"`).
   */
  image?: PictureProps;
}

/** The narrow column's width (48rem less its padding), or the phone's less its padding. */
const articleImageSizes = "(min-width: 768px) 44rem, calc(100vw - 2rem)";

const networkName: Record<Exclude<ShareNetwork, "email">, MessageId> = {
  x: "section.share.x",
  linkedin: "section.share.linkedin",
  facebook: "section.share.facebook",
  whatsapp: "section.share.whatsapp",
};

const networkIcon = {
  x: XLogoIcon,
  linkedin: LinkedInIcon,
  facebook: FacebookIcon,
  whatsapp: WhatsAppIcon,
  email: MailIcon,
} as const;

/**
 * A blog article: title, date, author, an optional picture and paragraphs, then share links (X,
 * LinkedIn, Facebook, WhatsApp, e-mail) and the comments with their empty state and the form slot.
 */
export function BlogArticle({
  title,
  date,
  author,
  summary,
  body,
  bodyHtml,
  url,
  comments = [],
  commentForm,
  breadcrumbs,
  titleLevel = 1,
  image,
}: BlogArticleProps) {
  const t = useT();
  const formatDate = useFormatDate();
  const titleId = useId();
  const shareId = useId();
  const commentsId = useId();
  const newTabId = useId();
  const Title = `h${titleLevel}` as const;
  const Sub = `h${titleLevel + 1}` as "h2" | "h3";

  return (
    <Container width="narrow">
      <article className={styles.article} aria-labelledby={titleId}>
        <header className={styles.header}>
          {breadcrumbs}
          <Title id={titleId} className={styles.title}>
            {title}
          </Title>
          <p className={styles.meta}>
            <span className={styles.metaItem}>
              <CalendarIcon />
              <time dateTime={date}>{formatDate(date)}</time>
            </span>
            {author && (
              <span className={styles.metaItem}>
                <PersonIcon />
                {t("section.article.byline", { author })}
              </span>
            )}
          </p>
          {image && (
            <Picture
              {...image}
              priority
              radius={image.radius ?? "md"}
              sizes={image.sizes ?? articleImageSizes}
              className={[styles.image, image.className].filter(Boolean).join(" ")}
            />
          )}
          {summary && <p className={styles.summary}>{summary}</p>}
        </header>

        {bodyHtml !== undefined ? (
          <RichText html={bodyHtml} />
        ) : (
          <div className={styles.body}>
            {body.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static copy, never reordered
              <p key={index} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </div>
        )}

        <footer className={styles.footer}>
          <Sub id={shareId} className={styles.shareHeading}>
            {t("section.share.heading")}
          </Sub>
          <ul className={styles.shareList} aria-labelledby={shareId}>
            {shareNetworks.map((network) => {
              const Icon = networkIcon[network];
              const external = network !== "email";
              return (
                <li key={network}>
                  <a
                    className={styles.shareLink}
                    href={shareUrl(network, url, title)}
                    target={external ? "_blank" : undefined}
                    rel={external ? "noopener noreferrer" : undefined}
                    aria-describedby={external ? newTabId : undefined}
                  >
                    <Icon />
                    <VisuallyHidden>
                      {network === "email"
                        ? t("section.share.email")
                        : t("action.shareOn", { network: t(networkName[network]) })}
                    </VisuallyHidden>
                  </a>
                </li>
              );
            })}
          </ul>
          <VisuallyHidden id={newTabId}>{t("shell.newWindow")}</VisuallyHidden>
        </footer>
      </article>

      <section className={styles.comments} aria-labelledby={commentsId}>
        <Sub id={commentsId} className={styles.commentsHeading}>
          {t("section.comments.heading", { count: comments.length })}
        </Sub>
        {comments.length === 0 ? (
          <p className={styles.empty}>{t("section.comments.empty")}</p>
        ) : (
          <ol className={styles.commentList}>
            {comments.map((comment) => (
              <li key={comment.id}>
                <article className={styles.comment}>
                  <p className={styles.commentMeta}>
                    {/* A visitor's text keeps its own direction: isolated, so a name in one
                        script cannot reorder the date or the page's text around it. */}
                    <bdi className={styles.commentAuthor}>{comment.author}</bdi>
                    <time className={styles.commentDate} dateTime={comment.date}>
                      {formatDate(comment.date)}
                    </time>
                  </p>
                  <p className={styles.commentBody} dir="auto">
                    {comment.body}
                  </p>
                </article>
              </li>
            ))}
          </ol>
        )}
        {commentForm}
      </section>
    </Container>
  );
}
