import { useT } from "@rawafed/i18n";
import { useId } from "react";
import { Button } from "../../components/Button/Button";
import { Link } from "../../components/Link/Link";
import { AccountList } from "../accountParts/AccountList";
import * as parts from "../accountParts/parts.css";
import { useRemovals } from "../accountParts/useRemovals";
import { ConfirmDialog } from "../ConfirmDialog/ConfirmDialog";
import { useFormatDateTime } from "../shared/dateTime";
import * as styles from "./MyComments.css";

export interface MyComment {
  id: string;
  /** The comment as written (any language). */
  body: string;
  /** When it was written, local time: `YYYY-MM-DDTHH:mm`. */
  dateTime: string;
  comicName: string;
  comicHref: string;
  /** Set for a comment on a chapter. */
  chapter?: { number: number; href: string };
}

export interface MyCommentsProps {
  /** Newest first, as given. */
  comments: MyComment[];
  /** Told which comment the reader deleted, after confirming (hidden at once). */
  onDelete: (id: string) => void;
  /** The page's heading level ("Comments"). */
  headingLevel?: 1 | 2;
}

/**
 * The reader's comments: where each is (comic, chapter), when, the text, and "Delete" (asked
 * first). Deletions are announced politely and the focus moves to the next comment's "Delete".
 */
export function MyComments({ comments, onDelete, headingLevel = 1 }: MyCommentsProps) {
  const t = useT();
  const list = useRemovals(comments.map((comment) => comment.id));
  return (
    <AccountList
      heading={t("comics.account.comments")}
      headingLevel={headingLevel}
      announcement={list.announcement}
      empty={list.count === 0 ? t("comics.comments.mineEmpty") : null}
      rootRef={list.root}
      headingRef={list.heading}
    >
      <ul className={styles.list}>
        {comments
          .filter((comment) => list.isShown(comment.id))
          .map((comment) => (
            <CommentRow
              key={comment.id}
              comment={comment}
              onDelete={() => {
                list.remove(comment.id, t("comics.comments.deleted"));
                onDelete(comment.id);
              }}
            />
          ))}
      </ul>
    </AccountList>
  );
}

function CommentRow({ comment, onDelete }: { comment: MyComment; onDelete: () => void }) {
  const t = useT();
  const format = useFormatDateTime();
  const bodyId = useId();
  const { date, time } = format(comment.dateTime);
  return (
    <li className={styles.item} data-row={comment.id}>
      <p className={parts.meta}>
        <Link href={comment.comicHref}>
          <bdi>{comment.comicName}</bdi>
        </Link>
        {comment.chapter ? (
          <>
            <span aria-hidden="true" className={parts.dot}>
              •
            </span>
            <Link href={comment.chapter.href}>
              {t("comics.reader.chapter", { number: comment.chapter.number })}
            </Link>
          </>
        ) : null}
        <span aria-hidden="true" className={parts.dot}>
          •
        </span>
        <time dateTime={comment.dateTime}>
          {date} {time}
        </time>
      </p>
      <p id={bodyId} dir="auto" className={styles.body}>
        {comment.body}
      </p>
      <div className={styles.actions}>
        <ConfirmDialog
          kind="deleteComment"
          onConfirm={onDelete}
          trigger={
            <Button variant="ghost" size="small" aria-describedby={bodyId} data-refocus>
              {t("comics.comments.delete")}
            </Button>
          }
        />
      </div>
    </li>
  );
}
