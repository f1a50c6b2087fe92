import { useT } from "@rawafed/i18n";
import { useId } from "react";
import * as shared from "../ReviewShared/review.css";
import * as styles from "./SubscribersPanel.css";

export interface SubscribersPanelProps {
  /** How many subscribers have each status. */
  counts: { active: number; pending: number; unsubscribed: number };
  /** Where the CSV of the active subscribers is downloaded. */
  exportHref: string;
}

const statuses = [
  ["active", "review.subscribers.active"],
  ["pending", "review.subscribers.pending"],
  ["unsubscribed", "review.subscribers.unsubscribed"],
] as const;

/** The newsletter's subscribers: how many of each status, and the active ones as CSV. */
export function SubscribersPanel({ counts, exportHref }: SubscribersPanelProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className={shared.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.heading}>
        {t("review.section.subscribers")}
      </h2>
      <dl className={styles.counts}>
        {statuses.map(([status, label]) => (
          <div key={status} className={styles.tile}>
            <dt className={shared.label}>{t(label)}</dt>
            <dd className={styles.number}>{counts[status]}</dd>
          </div>
        ))}
      </dl>
      <p className={shared.value}>
        <a className={styles.exportLink} href={exportHref} download>
          {t("review.subscribers.export")}
        </a>
      </p>
    </section>
  );
}
