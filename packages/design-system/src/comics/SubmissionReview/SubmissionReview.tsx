import { type MessageId, useT } from "@rawafed/i18n";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { Button } from "../../components/Button/Button";
import * as filters from "../ModerationList/ModerationList.css";
import { EmailLink, Field } from "../ReviewShared/Field";
import * as shared from "../ReviewShared/review.css";
import { useFormatDateTime } from "../shared/dateTime";
import * as styles from "./SubmissionReview.css";

export const submissionKinds = ["chapter", "comic"] as const;
export type SubmissionKindId = (typeof submissionKinds)[number];
export const submissionStates = ["received", "in_review", "published", "rejected"] as const;
export type SubmissionStateId = (typeof submissionStates)[number];
export type PagesState = "pending" | "rendering" | "ready" | "failed";

export interface SubmissionQueueItem {
  id: string;
  /** Where it opens. */
  href: string;
  /** The comic's name, or the comic's name and the chapter's number, as the app words it. */
  title: string;
  uploader: string;
  /** `YYYY-MM-DDTHH:mm`. */
  receivedAt: string;
}

export interface OpenedSubmission {
  title: string;
  state: SubmissionStateId;
  rejectionReason?: string | null;
  uploader: { name: string; email: string };
  receivedAt: string;
  /** Its metadata, each under a label; values as the uploader typed them or already localized. */
  details: { label: MessageId; value: string }[];
  cover?: string | null;
  /** A chapter's page-pipeline state and pages; none for a comic. */
  pipeline?: PagesState;
  pages?: {
    page: number;
    src: string;
    width: number;
    height: number;
    /** The page's words as text, as its translator gave them (`null`: none yet). */
    transcript?: string | null;
  }[];
  /** The chapter's language: its pages' transcripts are shown in it. */
  pagesLanguage?: { lang: string; dir: "ltr" | "rtl" };
  /** When the team last asked the translator for transcripts (`YYYY-MM-DDTHH:mm`). */
  transcriptsRequestedAt?: string | null;
  pdfHref?: string | null;
  backHref: string;
}

/** A decision's answer: saved, or the text of why not (per field or for the whole decision). */
export type DecisionResult = { ok: true } | { reason?: string; error?: string };

/** The answer to asking for transcripts: when it was asked (`YYYY-MM-DDTHH:mm`), or why not. */
export type AskResult = { ok: true; requestedAt: string } | { error: string };

export interface SubmissionReviewProps {
  kind: SubmissionKindId;
  /** Each kind's list, with how many of that kind wait (received or in review). */
  kinds: Record<SubmissionKindId, { href: string; waiting: number }>;
  state: SubmissionStateId;
  /** Each state's list of this kind, with how many are in it. */
  states: Record<SubmissionStateId, { href: string; count: number }>;
  items: SubmissionQueueItem[];
  /** The submission opened; shown instead of the queue. */
  opened?: OpenedSubmission;
  onDecide: (decision: "approve" | "reject", reason: string) => Promise<DecisionResult>;
  /** Asks the opened chapter's translator for the transcripts its pages lack. */
  onAskTranscripts?: () => Promise<AskResult>;
  pagination?: ReactNode;
}

/** A kind's name with its waiting count: the count is part of the link's name, not a colour. */
const kindLabels = {
  chapter: "review.submissions.kindCount.chapter",
  comic: "review.submissions.kindCount.comic",
} as const satisfies Record<SubmissionKindId, MessageId>;

export const submissionStateLabels = {
  received: "review.submissions.state.received",
  in_review: "review.submissions.state.in_review",
  published: "review.submissions.state.published",
  rejected: "review.submissions.state.rejected",
} as const satisfies Record<SubmissionStateId, MessageId>;

const pipelineLabels = {
  pending: "review.submissions.pipeline.pending",
  rendering: "review.submissions.pipeline.rendering",
  ready: "review.submissions.pipeline.ready",
  failed: "review.submissions.pipeline.failed",
} as const satisfies Record<PagesState, MessageId>;

/**
 * Uploaded comics and chapters under review: filters by kind and state (with counts) and the
 * queue, or one submission opened with its details, its rendered pages, and Approve / Reject (a
 * rejection needs its reason, which the uploader is sent).
 */
export function SubmissionReview(props: SubmissionReviewProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className={shared.section} aria-labelledby={headingId}>
      <div className={shared.header}>
        <h2 id={headingId} className={shared.heading}>
          {t("review.section.submissions")}
        </h2>
      </div>
      {props.opened ? (
        <Opened
          opened={props.opened}
          onDecide={props.onDecide}
          onAskTranscripts={props.onAskTranscripts}
        />
      ) : (
        <Queue {...props} />
      )}
    </section>
  );
}

function Queue({ kind, kinds, state, states, items, pagination }: SubmissionReviewProps) {
  const t = useT();
  const format = useFormatDateTime();
  return (
    <>
      <nav aria-label={t("review.submissions.kinds")}>
        <ul className={filters.filter}>
          {submissionKinds.map((option) => (
            <li key={option}>
              <a
                href={kinds[option].href}
                className={filters.filterLink}
                aria-current={option === kind ? "page" : undefined}
              >
                {t(kindLabels[option], { count: kinds[option].waiting })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t("review.submissions.states")}>
        <ul className={filters.filter}>
          {submissionStates.map((option) => (
            <li key={option}>
              <a
                href={states[option].href}
                className={filters.filterLink}
                aria-current={option === state ? "page" : undefined}
              >
                {t("review.submissions.stateCount", {
                  state: t(submissionStateLabels[option]),
                  count: states[option].count,
                })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <p className={shared.empty}>{t("review.submissions.empty")}</p>
      ) : (
        <ul className={shared.list}>
          {items.map((item) => {
            const { date, time } = format(item.receivedAt);
            return (
              <li key={item.id}>
                <article className={shared.card}>
                  <h3 className={shared.entryHeading} dir="auto">
                    <a className={shared.textLink} href={item.href}>
                      {item.title}
                    </a>
                  </h3>
                  <dl className={shared.fields}>
                    <Field label={t("review.submissions.uploader")}>
                      <span dir="auto">{item.uploader}</span>
                    </Field>
                    <Field label={t("review.field.date")}>
                      <time dateTime={item.receivedAt}>
                        {date} {time}
                      </time>
                    </Field>
                  </dl>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {pagination}
    </>
  );
}

function Opened({
  opened,
  onDecide,
  onAskTranscripts,
}: {
  opened: OpenedSubmission;
  onDecide: SubmissionReviewProps["onDecide"];
  onAskTranscripts: SubmissionReviewProps["onAskTranscripts"];
}) {
  const t = useT();
  const format = useFormatDateTime();
  const id = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [state, setState] = useState(opened.state);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState("");
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);
  const { date, time } = format(opened.receivedAt);
  const open = state === "received" || state === "in_review";
  const [askedAt, setAskedAt] = useState(opened.transcriptsRequestedAt ?? null);
  const [asking, setAsking] = useState(false);

  async function ask() {
    if (!onAskTranscripts) return;
    setNotice("");
    setAsking(true);
    const result = await onAskTranscripts().catch(
      (): AskResult => ({ error: t("review.comments.failed") }),
    );
    setAsking(false);
    if ("ok" in result) {
      setAskedAt(result.requestedAt);
      setNotice(t("review.submissions.transcriptsAsked"));
    } else {
      setNotice(result.error || t("review.comments.failed"));
    }
  }

  async function decide(decision: "approve" | "reject") {
    setNotice("");
    setReasonError("");
    if (decision === "reject" && reason.trim() === "") {
      setReasonError(t("validation.required"));
      reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    const result = await onDecide(decision, reason.trim()).catch(
      (): DecisionResult => ({ error: t("review.comments.failed") }),
    );
    setBusy(false);
    if ("ok" in result) {
      setState(decision === "approve" ? "published" : "rejected");
      setNotice(
        t(decision === "approve" ? "review.submissions.approved" : "review.submissions.rejected"),
      );
      // The decision's controls go away with the open state: focus goes to the notice that says
      // what was done, where they were, instead of falling to the page's start.
      noticeRef.current?.focus();
      return;
    }
    if (result.reason) {
      setReasonError(result.reason);
      reasonRef.current?.focus();
    }
    // Without a reason to show, a refusal still says the decision was not saved.
    setNotice(result.error || (result.reason ? "" : t("review.comments.failed")));
  }

  const onReject = (event: FormEvent) => {
    event.preventDefault();
    void decide("reject");
  };

  return (
    <article className={shared.card} aria-labelledby={`${id}-title`}>
      <p>
        <a className={shared.textLink} href={opened.backHref}>
          {t("review.submissions.back")}
        </a>
      </p>
      <h3 id={`${id}-title`} className={shared.entryHeading} dir="auto">
        {opened.title}
      </h3>
      {opened.cover ? <img className={styles.cover} src={opened.cover} alt="" /> : null}
      <dl className={shared.fields}>
        <Field label={t("review.submissions.status")}>{t(submissionStateLabels[state])}</Field>
        {opened.rejectionReason && state === "rejected" ? (
          <Field label={t("review.submissions.reasonGiven")}>
            <span dir="auto">{opened.rejectionReason}</span>
          </Field>
        ) : null}
        <Field label={t("review.submissions.uploader")}>
          <span dir="auto">{opened.uploader.name}</span>
        </Field>
        {opened.uploader.email ? (
          <Field label={t("review.field.email")}>
            <EmailLink email={opened.uploader.email} />
          </Field>
        ) : null}
        <Field label={t("review.field.date")}>
          <time dateTime={opened.receivedAt}>
            {date} {time}
          </time>
        </Field>
        {opened.details.map((detail) => (
          <Field key={detail.label} label={t(detail.label)}>
            <span dir="auto" className={shared.body}>
              {detail.value}
            </span>
          </Field>
        ))}
        {opened.pipeline ? (
          <Field label={t("review.submissions.pages")}>{t(pipelineLabels[opened.pipeline])}</Field>
        ) : null}
        {opened.pages && opened.pages.length > 0 ? (
          <Field label={t("review.submissions.transcripts")}>
            {t("review.submissions.transcribed", {
              count: opened.pages.filter((page) => page.transcript).length,
              total: opened.pages.length,
            })}
          </Field>
        ) : null}
        <TranscriptsAsked at={askedAt} />
      </dl>
      {onAskTranscripts && opened.pages?.some((page) => !page.transcript) ? (
        <div className={filters.actions}>
          <Button variant="secondary" loading={asking} onClick={() => void ask()}>
            {t(
              askedAt
                ? "review.submissions.askTranscriptsAgain"
                : "review.submissions.askTranscripts",
            )}
          </Button>
        </div>
      ) : null}
      {opened.pdfHref ? (
        <p>
          <a className={shared.textLink} href={opened.pdfHref} download>
            {t("review.submissions.downloadPdf")}
          </a>
        </p>
      ) : null}
      {opened.pages && opened.pages.length > 0 ? (
        <ol className={styles.pages} aria-label={t("review.submissions.pages")}>
          {opened.pages.map((page) => (
            <li key={page.page}>
              <figure className={styles.page}>
                <img
                  className={styles.pageImage}
                  src={page.src}
                  width={page.width}
                  height={page.height}
                  loading="lazy"
                  alt={t("review.submissions.page", { page: page.page })}
                />
                {page.transcript ? (
                  <figcaption
                    className={styles.transcript}
                    lang={opened.pagesLanguage?.lang}
                    dir={opened.pagesLanguage?.dir}
                  >
                    {page.transcript}
                  </figcaption>
                ) : (
                  <figcaption className={`${styles.transcript} ${shared.muted}`}>
                    {t("review.submissions.noTranscript")}
                  </figcaption>
                )}
              </figure>
            </li>
          ))}
        </ol>
      ) : null}
      <p role="status" ref={noticeRef} tabIndex={-1} className={shared.muted}>
        {notice}
      </p>
      {open ? (
        <div className={styles.decision}>
          <div className={filters.actions}>
            <Button loading={busy} onClick={() => void decide("approve")}>
              {t("review.submissions.approve")}
            </Button>
          </div>
          <form className={styles.decision} onSubmit={onReject} noValidate>
            <label htmlFor={`${id}-reason`} className={styles.reasonLabel}>
              {t("review.submissions.reason")}
            </label>
            <p id={`${id}-hint`} className={shared.muted}>
              {t("review.submissions.reasonHint")}
            </p>
            {reasonError ? (
              <p id={`${id}-error`} className={styles.error}>
                {reasonError}
              </p>
            ) : null}
            <textarea
              id={`${id}-reason`}
              ref={reasonRef}
              className={styles.reason}
              value={reason}
              required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={`${id}-hint${reasonError ? ` ${id}-error` : ""}`}
              onChange={(event) => setReason(event.target.value)}
              dir="auto"
            />
            <div className={filters.actions}>
              <Button type="submit" variant="secondary" loading={busy}>
                {t("review.submissions.reject")}
              </Button>
            </div>
          </form>
        </div>
      ) : null}
    </article>
  );
}

/** When the translator was last asked for transcripts, if ever. */
function TranscriptsAsked({ at }: { at: string | null }) {
  const t = useT();
  const format = useFormatDateTime();
  if (!at) return null;
  const { date, time } = format(at);
  return (
    <Field label={t("review.submissions.transcriptsAskedOn")}>
      <time dateTime={at}>
        {date} {time}
      </time>
    </Field>
  );
}
