import { useT } from "@rawafed/i18n";
import { useId, useRef } from "react";
import { Badge } from "../../components/Badge/Badge";
import { Button } from "../../components/Button/Button";
import { ClockIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import { useFormatDateTime } from "../shared/dateTime";
import * as styles from "./NotificationItem.css";

export interface NotificationData {
  id: string;
  /** The notice, already localized (e.g. "Your translated chapter has been published…"). */
  message: string;
  /** When it was sent, local time: `YYYY-MM-DDTHH:mm`. */
  dateTime: string;
  read: boolean;
  /** Where it leads, when somewhere (e.g. the comic a request asked for). */
  link?: { href: string; label: string };
}

export interface NotificationItemProps extends Omit<NotificationData, "id"> {
  /** Marks it read; the button shows only while it is unread. */
  onMarkRead?: () => void;
  /** `li` inside a `NotificationList` (the default), `div` on its own. */
  as?: "li" | "div";
}

/**
 * One notification: its state (a visible "Unread" badge, or "Read" for screen readers), the
 * message, the date and time, and a "Mark as read" button. After marking, focus moves to the item
 * so it is not lost with the button.
 */
export function NotificationItem({
  message,
  dateTime,
  read,
  link,
  onMarkRead,
  as: Tag = "li",
}: NotificationItemProps) {
  const t = useT();
  const format = useFormatDateTime();
  const messageId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const { date, time } = format(dateTime);
  const state = read ? "read" : "unread";
  return (
    <Tag className={styles.item[state]}>
      <div ref={bodyRef} tabIndex={-1} className={styles.body}>
        {read ? (
          <VisuallyHidden>{t("comics.notifications.read")}</VisuallyHidden>
        ) : (
          <Badge tone="brand">{t("comics.notifications.unread")}</Badge>
        )}
        <p id={messageId} className={styles.message[state]}>
          {message}
        </p>
        {link ? (
          <p className={styles.message[state]}>
            <Link href={link.href}>{link.label}</Link>
          </p>
        ) : null}
        <p className={styles.meta}>
          <ClockIcon />
          <time dateTime={dateTime} className={styles.when}>
            <span>{date}</span>
            <span>{time}</span>
          </time>
        </p>
      </div>
      {read || !onMarkRead ? null : (
        <Button
          variant="secondary"
          aria-describedby={messageId}
          onClick={() => {
            onMarkRead();
            bodyRef.current?.focus();
          }}
        >
          {t("comics.notifications.markRead")}
        </Button>
      )}
    </Tag>
  );
}
