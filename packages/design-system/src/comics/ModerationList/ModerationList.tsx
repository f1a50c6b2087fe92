import { useT } from "@rawafed/i18n";
import { type ReactNode, useId, useRef, useState } from "react";
import { Button } from "../../components/Button/Button";
import { Link } from "../../components/Link/Link";
import { EmailLink, Field } from "../ReviewShared/Field";
import * as shared from "../ReviewShared/review.css";
import { useFormatDateTime } from "../shared/dateTime";
import * as styles from "./ModerationList.css";

export const moderationStatuses = ["pending", "approved", "rejected"] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];
export type ModerationDecision = "approve" | "reject";

export interface ModerationComment {
  id: string;
  /** The article it is on: its title and address. */
  articleTitle: string;
  articleHref: string;
  /** The author's name, e-mail and text, as they wrote them (shown escaped, `dir="auto"`). */
  name: string;
  email: string;
  body: string;
  /** When it was posted: `YYYY-MM-DDTHH:mm`. */
  postedAt: string;
}

export interface ModerationListProps {
  /** The comments of `status` on this page, newest first. */
  comments: ModerationComment[];
  status: ModerationStatus;
  /** The address of each status's list (the filter). */
  statusHrefs: Record<ModerationStatus, string>;
  /** Records a decision; resolves `true` once saved. The comment then leaves this list. */
  onDecide: (id: string, decision: ModerationDecision) => Promise<boolean>;
  /** Page links, when there are several pages. */
  pagination?: ReactNode;
}

const statusLabels = {
  pending: "review.comments.status.pending",
  approved: "review.comments.status.approved",
  rejected: "review.comments.status.rejected",
} as const;

/**
 * Blog comments under moderation: a status filter, then each comment with its article, author,
 * e-mail, date and text, and Approve / Reject. A saved decision takes the comment off the list,
 * says so in a live region and moves focus to the next comment (or the heading).
 */
export function ModerationList({
  comments,
  status,
  statusHrefs,
  onDecide,
  pagination,
}: ModerationListProps) {
  const t = useT();
  const format = useFormatDateTime();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const shown = comments.filter((comment) => !decided.has(comment.id));

  async function decide(id: string, decision: ModerationDecision) {
    setBusy(id);
    setNotice("");
    const saved = await onDecide(id, decision).catch(() => false);
    setBusy(null);
    if (!saved) {
      setNotice(t("review.comments.failed"));
      return;
    }
    const index = shown.findIndex((comment) => comment.id === id);
    const next = shown[index + 1] ?? shown[index - 1];
    setDecided((previous) => new Set(previous).add(id));
    setNotice(t(decision === "approve" ? "review.comments.approved" : "review.comments.rejected"));
    // The buttons go with the comment: focus the next one's heading, or the list's.
    requestAnimationFrame(() => {
      const target =
        next && listRef.current?.querySelector<HTMLElement>(`[data-comment="${next.id}"] h3`);
      (target ?? headingRef.current)?.focus();
    });
  }

  return (
    <section className={shared.section} aria-labelledby={headingId}>
      <div className={shared.header}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={shared.heading}>
          {t("review.section.comments")}
        </h2>
        <nav aria-label={t("review.comments.filter")}>
          <ul className={styles.filter}>
            {moderationStatuses.map((option) => (
              <li key={option}>
                <a
                  href={statusHrefs[option]}
                  className={styles.filterLink}
                  aria-current={option === status ? "page" : undefined}
                >
                  {t(statusLabels[option])}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p role="status" className={shared.muted}>
        {notice}
      </p>
      {shown.length === 0 ? (
        <p className={shared.empty}>{t("review.comments.empty")}</p>
      ) : (
        <ul className={shared.list} ref={listRef}>
          {shown.map((comment) => {
            const { date, time } = format(comment.postedAt);
            return (
              <li key={comment.id} data-comment={comment.id}>
                <article className={shared.card} aria-labelledby={`${headingId}-${comment.id}`}>
                  <h3
                    id={`${headingId}-${comment.id}`}
                    className={shared.entryHeading}
                    dir="auto"
                    tabIndex={-1}
                  >
                    {comment.name}
                  </h3>
                  <dl className={shared.fields}>
                    <Field label={t("review.field.article")}>
                      <Link href={comment.articleHref}>{comment.articleTitle}</Link>
                    </Field>
                    <Field label={t("review.field.email")}>
                      <EmailLink email={comment.email} />
                    </Field>
                    <Field label={t("review.field.date")}>
                      <time dateTime={comment.postedAt}>
                        {date} {time}
                      </time>
                    </Field>
                  </dl>
                  <p className={shared.body} dir="auto">
                    {comment.body}
                  </p>
                  <div className={styles.actions}>
                    {status !== "approved" ? (
                      <Button
                        loading={busy === comment.id}
                        aria-label={t("review.comments.approveName", { name: comment.name })}
                        onClick={() => decide(comment.id, "approve")}
                      >
                        {t("review.comments.approve")}
                      </Button>
                    ) : null}
                    {status !== "rejected" ? (
                      <Button
                        variant="secondary"
                        loading={busy === comment.id}
                        aria-label={t("review.comments.rejectName", { name: comment.name })}
                        onClick={() => decide(comment.id, "reject")}
                      >
                        {t("review.comments.reject")}
                      </Button>
                    ) : null}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {pagination}
    </section>
  );
}
