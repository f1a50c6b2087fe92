import { type MessageId, useT } from "@rawafed/i18n";
import type { ReactNode } from "react";
import { AlertIcon, CheckCircleIcon, HourglassIcon } from "../../components/Icon";
import * as styles from "./SubmissionNotice.css";

export type SubmissionStatus = "received" | "published" | "rejected";

export interface SubmissionNoticeProps {
  /** `received` (under the team's review), `published` or `rejected`. */
  status: SubmissionStatus;
  /** The message, when not a submission's (e.g. a translator application received). */
  message?: MessageId;
  /** An optional follow-up, e.g. a link to the published chapter or to resubmit. */
  action?: ReactNode;
  className?: string;
}

const content = {
  received: {
    title: "comics.submission.status.received",
    message: "comics.notice.received",
    Icon: HourglassIcon,
  },
  published: {
    title: "comics.submission.status.published",
    message: "comics.notice.published",
    Icon: CheckCircleIcon,
  },
  rejected: {
    title: "comics.submission.status.rejected",
    message: "comics.notice.rejected",
    Icon: AlertIcon,
  },
} as const;

/** The result of a comic or chapter submission, as a polite status message. */
export function SubmissionNotice({ status, message, action, className }: SubmissionNoticeProps) {
  const t = useT();
  const { title, Icon } = content[status];
  return (
    <div role="status" className={[styles.notice[status], className].filter(Boolean).join(" ")}>
      <Icon className={styles.icon[status]} />
      <div className={styles.text}>
        <p className={styles.title}>{t(title)}</p>
        <p className={styles.message}>{t(message ?? content[status].message)}</p>
        {action}
      </div>
    </div>
  );
}
