import { useT } from "@rawafed/i18n";
import { useId } from "react";
import { Button } from "../../components/Button/Button";
import { button } from "../../components/Button/Button.css";
import { Link } from "../../components/Link/Link";
import { AccountList } from "../accountParts/AccountList";
import * as parts from "../accountParts/parts.css";
import { useRemovals } from "../accountParts/useRemovals";
import { ConfirmDialog } from "../ConfirmDialog/ConfirmDialog";
import { useFormatDateTime } from "../shared/dateTime";
import * as styles from "./ReadingHistory.css";

export interface HistoryEntry {
  id: string;
  comicName: string;
  coverSrc: string;
  chapterNumber: number;
  /** The chapter's own title, if it has one. */
  chapterTitle?: string;
  /** The page reached, of `totalPages`; leave both out for a finished chapter. */
  page?: number;
  totalPages?: number;
  /** When it was read, local time: `YYYY-MM-DDTHH:mm`. */
  readAt: string;
  /** The reader at the page reached. */
  continueHref: string;
}

export interface ReadingHistoryProps {
  /** Most recent first, as given. */
  entries: HistoryEntry[];
  /** Told which entry the reader removed (hidden at once). */
  onRemove: (id: string) => void;
  /** Told that the reader cleared the history, after confirming. */
  onClear: () => void;
  /** The page's heading level ("History"). */
  headingLevel?: 1 | 2;
}

/**
 * The account's reading history: per chapter read, its cover, comic, chapter, progress
 * ("Page 12 of 40" or "Finished"), when, a "Continue" link and "Remove"; "Clear all" asks first.
 * Removals are announced politely and the focus moves to the next row.
 */
export function ReadingHistory({
  entries,
  onRemove,
  onClear,
  headingLevel = 1,
}: ReadingHistoryProps) {
  const t = useT();
  const list = useRemovals(entries.map((entry) => entry.id));
  return (
    <AccountList
      heading={t("comics.account.history")}
      headingLevel={headingLevel}
      announcement={list.announcement}
      empty={list.count === 0 ? t("comics.history.empty") : null}
      rootRef={list.root}
      headingRef={list.heading}
      action={
        list.count > 0 ? (
          <ConfirmDialog
            kind="clearHistory"
            onConfirm={() => {
              list.removeAll(t("comics.history.cleared"));
              onClear();
            }}
            trigger={<Button variant="ghost">{t("comics.history.clear")}</Button>}
          />
        ) : null
      }
    >
      <ul className={parts.rows}>
        {entries
          .filter((entry) => list.isShown(entry.id))
          .map((entry) => (
            <HistoryRow
              key={entry.id}
              entry={entry}
              onRemove={() => {
                list.remove(entry.id, t("comics.history.removed", { name: entry.comicName }));
                onRemove(entry.id);
              }}
            />
          ))}
      </ul>
    </AccountList>
  );
}

function HistoryRow({ entry, onRemove }: { entry: HistoryEntry; onRemove: () => void }) {
  const t = useT();
  const format = useFormatDateTime();
  const titleId = useId();
  const { date, time } = format(entry.readAt);
  const { page, totalPages } = entry;
  return (
    <li className={parts.row} data-row={entry.id}>
      <img
        className={`${parts.rowThumb} ${parts.cover}`}
        src={entry.coverSrc}
        alt=""
        width={56}
        height={84}
        loading="lazy"
      />
      <div className={parts.rowBody}>
        <p id={titleId} className={parts.title}>
          <bdi>{entry.comicName}</bdi>
        </p>
        <p className={parts.meta}>
          <span>{t("comics.reader.chapter", { number: entry.chapterNumber })}</span>
          {entry.chapterTitle ? (
            <>
              <span aria-hidden="true" className={parts.dot}>
                •
              </span>
              <bdi>{entry.chapterTitle}</bdi>
            </>
          ) : null}
        </p>
        <p className={parts.meta}>
          {page === undefined || totalPages === undefined ? (
            <span className={styles.finished}>{t("comics.history.finished")}</span>
          ) : (
            <span>{t("comics.history.progress", { page, total: totalPages })}</span>
          )}
          <span aria-hidden="true" className={parts.dot}>
            •
          </span>
          <time dateTime={entry.readAt}>
            {date} {time}
          </time>
        </p>
      </div>
      <div className={parts.rowActions}>
        <Link
          bare
          href={entry.continueHref}
          className={button({ variant: "primary", size: "small" })}
          aria-describedby={titleId}
        >
          {t("comics.history.continue")}
        </Link>
        <Button
          variant="ghost"
          size="small"
          aria-describedby={titleId}
          data-refocus
          onClick={onRemove}
        >
          {t("comics.history.remove")}
        </Button>
      </div>
    </li>
  );
}
