import { useT } from "@rawafed/i18n";
import { type ReactNode, useId } from "react";
import { Button } from "../../components/Button/Button";
import { Image } from "../../components/Image/Image";
import { initials } from "../AccountButton/AccountButton";
import { PartSection } from "../comicMeta/PartSection";
import { LoginRequired } from "../LoginRequired/LoginRequired";
import { useFormatDateTime } from "../shared/dateTime";
import * as styles from "./CommentsSection.css";

export interface ComicComment {
  id: string;
  /** Null once the author has deleted their account. */
  author: { name: string; avatarSrc?: string } | null;
  /** Local date and time, `YYYY-MM-DDTHH:mm`. */
  date: string;
  /** Plain text as written; line breaks are kept. */
  body: string;
  /** The signed-in reader wrote it: they may delete it. */
  own?: boolean;
}

export interface CommentsSectionProps {
  comments: ComicComment[];
  /** All comments, when the list shows only some; the list's length by default. */
  total?: number;
  signedIn: boolean;
  loginHref: string;
  /** The comment form (the app's), shown to a signed-in reader. */
  form?: ReactNode;
  /** Deletes one of the reader's own comments. */
  onDelete?: (id: string) => void;
}

function CommentItem({
  comment,
  onDelete,
}: {
  comment: ComicComment;
  onDelete?: (id: string) => void;
}) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const bodyId = useId();
  const when = formatDateTime(comment.date);
  const name = comment.author?.name;
  return (
    <li className={styles.comment}>
      {comment.author?.avatarSrc ? (
        <Image
          src={comment.author.avatarSrc}
          alt=""
          width={40}
          height={40}
          className={styles.avatar}
        />
      ) : (
        <span
          className={name ? styles.avatar : `${styles.avatar} ${styles.noAuthor}`}
          aria-hidden="true"
        >
          {name ? initials(name) : null}
        </span>
      )}
      <div className={styles.body}>
        <p className={styles.byline}>
          {name ? (
            <bdi className={styles.author}>{name}</bdi>
          ) : (
            <span className={styles.deleted}>{t("comics.comments.deletedUser")}</span>
          )}
          <time dateTime={comment.date} className={styles.time}>
            {when.date} {when.time}
          </time>
        </p>
        <p id={bodyId} dir="auto" className={styles.text}>
          {comment.body}
        </p>
        {comment.own && onDelete ? (
          <div>
            <Button
              variant="ghost"
              size="small"
              aria-describedby={bodyId}
              onClick={() => onDelete(comment.id)}
            >
              {t("comics.comments.delete")}
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** Readers' comments on a comic: a counted heading, the list, then the form or a log-in prompt. */
export function CommentsSection({
  comments,
  total = comments.length,
  signedIn,
  loginHref,
  form,
  onDelete,
}: CommentsSectionProps) {
  const t = useT();
  return (
    <PartSection heading={t("section.comments.heading", { count: total })}>
      {comments.length === 0 ? (
        <p className={styles.empty}>{t("comics.comments.empty")}</p>
      ) : (
        <ol className={styles.list} aria-label={t("comics.comments.list")}>
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onDelete={onDelete} />
          ))}
        </ol>
      )}
      {signedIn ? form : <LoginRequired loginHref={loginHref} />}
    </PartSection>
  );
}
