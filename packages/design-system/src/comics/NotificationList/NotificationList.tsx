import { useT } from "@rawafed/i18n";
import { useId, useRef, useState } from "react";
import { Button } from "../../components/Button/Button";
import { type NotificationData, NotificationItem } from "../NotificationItem/NotificationItem";
import * as styles from "./NotificationList.css";

export interface NotificationListProps {
  notifications: NotificationData[];
  /** Told which notification the reader marked read (shown read at once). */
  onMarkRead?: (id: string) => void;
  /** Told that the reader marked them all read. */
  onMarkAllRead?: () => void;
  /** The heading level of "Notifications". */
  headingLevel?: 1 | 2 | 3;
}

/**
 * The notifications page: a heading, the unread count (a polite live region), "Mark all as read",
 * and the list, newest first as given. Marking updates at once; the callbacks tell the server.
 */
export function NotificationList({
  notifications,
  onMarkRead,
  onMarkAllRead,
  headingLevel = 2,
}: NotificationListProps) {
  const t = useT();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const isRead = (item: NotificationData) => item.read || marked.has(item.id);
  const unread = notifications.filter((item) => !isRead(item)).length;
  const Heading = `h${headingLevel}` as const;

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <div>
          <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {t("comics.notifications.title")}
          </Heading>
          <p className={styles.count} role="status">
            {t("comics.notifications.unreadCount", { count: unread })}
          </p>
        </div>
        {unread > 0 ? (
          <Button
            variant="ghost"
            onClick={() => {
              setMarked(new Set(notifications.map((item) => item.id)));
              onMarkAllRead?.();
              // The button goes away: keep focus at the top of the list.
              headingRef.current?.focus();
            }}
          >
            {t("comics.notifications.markAllRead")}
          </Button>
        ) : null}
      </div>
      {notifications.length === 0 ? (
        <p className={styles.empty}>{t("comics.notifications.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {notifications.map((item) => (
            <NotificationItem
              key={item.id}
              message={item.message}
              dateTime={item.dateTime}
              link={item.link}
              read={isRead(item)}
              onMarkRead={() => {
                setMarked((previous) => new Set(previous).add(item.id));
                onMarkRead?.(item.id);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
