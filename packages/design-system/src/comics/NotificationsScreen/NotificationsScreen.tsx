import { useT } from "@rawafed/i18n";
import { useId, useRef, useState } from "react";
import { Badge } from "../../components/Badge/Badge";
import { Button } from "../../components/Button/Button";
import { Link } from "../../components/Link/Link";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import * as parts from "../accountParts/parts.css";
import { type NotificationData, NotificationItem } from "../NotificationItem/NotificationItem";
import { useFormatDateTime } from "../shared/dateTime";
import type { TranslationLanguage } from "../TranslatorCard/TranslatorCard";
import * as styles from "./NotificationsScreen.css";

export interface ChapterNotification {
  id: string;
  chapterNumber: number;
  language: TranslationLanguage;
  /** When it was published, local time: `YYYY-MM-DDTHH:mm`. */
  dateTime: string;
  read: boolean;
  /**
   * The chapter's reader (or, for `message`, where to see it); none while the chapter's pages are
   * being prepared: the row says so and links nowhere.
   */
  href?: string;
  /** Said instead of "New chapter n": the outcome of the person's own submission. */
  message?: string;
}

export interface ComicNotifications {
  comicId: string;
  comicName: string;
  comicHref: string;
  coverSrc: string;
  /** Newest first, as given. */
  notifications: ChapterNotification[];
}

export interface NotificationsScreenProps {
  /** One group per comic, in the order given. */
  groups: ComicNotifications[];
  /**
   * Notices about the person's own account (an application decided, a request answered), newest
   * first: listed before the comics under their own heading.
   */
  notices?: NotificationData[];
  /** Told which notification was opened (shown read at once). */
  onMarkRead: (id: string) => void;
  /** Told that the reader marked them all read. */
  onMarkAllRead: () => void;
  /** The page's heading level ("Notifications"); each comic's is one below. */
  headingLevel?: 1 | 2;
}

/**
 * The notifications page: new chapters grouped per comic (a heading with its cover, linking to
 * it), each a link to the chapter that marks it read when opened (or, while the chapter is being
 * prepared, its words without a link); its state is said in words.
 * The unread count is a polite live region; "Mark all as read" keeps the focus on the heading.
 */
export function NotificationsScreen({
  groups,
  notices = [],
  onMarkRead,
  onMarkAllRead,
  headingLevel = 1,
}: NotificationsScreenProps) {
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [marked, setMarked] = useState<ReadonlySet<string> | "all">(new Set());
  const isRead = (item: { id: string; read: boolean }) =>
    item.read || marked === "all" || marked.has(item.id);
  const all = [...notices, ...groups.flatMap((group) => group.notifications)];
  const unread = all.filter((item) => !isRead(item)).length;
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as "h2" | "h3";
  const open = (item: { id: string; read: boolean }) => {
    if (isRead(item)) return;
    setMarked((previous) => (previous === "all" ? previous : new Set(previous).add(item.id)));
    onMarkRead(item.id);
  };

  return (
    <section className={parts.page} aria-labelledby={headingId}>
      <div className={parts.header}>
        <div>
          <Heading id={headingId} ref={heading} tabIndex={-1} className={parts.heading}>
            {t("comics.notifications.title")}
          </Heading>
          <p role="status" className={styles.count}>
            {t("comics.notifications.unreadCount", { count: unread })}
          </p>
        </div>
        {unread > 0 ? (
          <Button
            variant="secondary"
            onClick={() => {
              setMarked("all");
              onMarkAllRead();
              heading.current?.focus();
            }}
          >
            {t("comics.notifications.markAllRead")}
          </Button>
        ) : null}
      </div>
      {all.length === 0 ? <p className={parts.empty}>{t("comics.notifications.empty")}</p> : null}
      {notices.length > 0 ? (
        <section className={parts.group} aria-labelledby={`${headingId}-account`}>
          <Subheading id={`${headingId}-account`} className={styles.comic}>
            {t("comics.notifications.account")}
          </Subheading>
          <ul className={styles.list}>
            {notices.map((notice) => (
              <NotificationItem
                key={notice.id}
                message={notice.message}
                dateTime={notice.dateTime}
                link={notice.link}
                read={isRead(notice)}
                onMarkRead={() => open(notice)}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {groups.map((group) =>
        group.notifications.length === 0 ? null : (
          <section
            key={group.comicId}
            className={parts.group}
            aria-labelledby={`${headingId}-${group.comicId}`}
          >
            <Subheading id={`${headingId}-${group.comicId}`} className={styles.comic}>
              <Link bare href={group.comicHref} className={styles.comicLink}>
                <img
                  className={styles.thumb}
                  src={group.coverSrc}
                  alt=""
                  width={40}
                  height={60}
                  loading="lazy"
                />
                <bdi>{group.comicName}</bdi>
              </Link>
            </Subheading>
            <ul className={styles.list}>
              {group.notifications.map((item) => (
                <NotificationRow
                  key={item.id}
                  item={item}
                  read={isRead(item)}
                  onOpen={() => open(item)}
                />
              ))}
            </ul>
          </section>
        ),
      )}
    </section>
  );
}

function NotificationRow({
  item,
  read,
  onOpen,
}: {
  item: ChapterNotification;
  read: boolean;
  onOpen: () => void;
}) {
  const t = useT();
  const format = useFormatDateTime();
  const { date, time } = format(item.dateTime);
  const message =
    item.message ?? t("comics.notifications.newChapter", { number: item.chapterNumber });
  return (
    <li className={styles.item[read ? "read" : "unread"]}>
      {read ? (
        <VisuallyHidden>{t("comics.notifications.read")}</VisuallyHidden>
      ) : (
        <Badge tone="brand">{t("comics.notifications.unread")}</Badge>
      )}
      {item.href ? (
        // Opened with a click, a middle click or Enter: read from then on.
        <Link
          bare
          href={item.href}
          className={styles.link}
          onClick={onOpen}
          onAuxClick={(event) => {
            if (event.button === 1) onOpen();
          }}
        >
          {message}
        </Link>
      ) : (
        <span className={styles.preparing}>
          {message}
          <Badge tone="gold">{t("comics.chapters.preparing")}</Badge>
        </span>
      )}
      <span className={parts.meta}>
        <Badge tone="outline">{t(`language.${item.language}`)}</Badge>
        <time dateTime={item.dateTime}>
          {date} {time}
        </time>
      </span>
    </li>
  );
}
