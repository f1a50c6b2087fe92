import { type MessageId, useT } from "@rawafed/i18n";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/Button/Button";
import { StudioTime } from "../shared/locale";
import * as shared from "../shared/studio.css";
import type { WorkflowOutcome } from "../WorkflowPanel/WorkflowPanel";
import * as styles from "./NewsletterSendPanel.css";

/** A send's counts as the studio shows them. */
export interface NewsletterSendCounts {
  /** When the send started, ISO 8601 UTC. */
  startedAt: string;
  recipients: number;
  sent: number;
  failed: number;
  /** Waiting for their first try or a retry. */
  queued: number;
  /** Not sent: the subscriber left before their mail's turn. */
  skipped: number;
  /** Recipients whose subscription ended after the send started. */
  unsubscribedSince: number;
}

export interface NewsletterSendPanelProps {
  /** Confirmed subscribers of the version's language now: who a send would go to. */
  subscribers: number;
  /** The version's send, once it was sent (a version is sent only once). */
  send: NewsletterSendCounts | null;
  /** The viewer may send (a publisher or an admin); others see the counts only. */
  canSend: boolean;
  onSend: () => Promise<WorkflowOutcome>;
  /** Reads the counts again. */
  onRefresh?: () => void;
}

/**
 * A published news version's newsletter: a send to the confirmed subscribers of its language,
 * asked for in two steps (the second names how many will get it), then its counts. Each outcome
 * is announced (a polite status, or an alert for a refusal); focus moves to the question when it
 * opens and back to the button when it is cancelled.
 */
export function NewsletterSendPanel(props: NewsletterSendPanelProps) {
  const t = useT();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: MessageId; error: boolean } | null>(null);
  const opener = useRef<HTMLDivElement>(null);
  const question = useRef<HTMLLegendElement>(null);

  // Where the focus goes once drawn: the question (read out, its two buttons next) when it
  // opens, the send button again when it is cancelled.
  const focusNext = useRef<"question" | "opener" | null>(null);
  useEffect(() => {
    if (focusNext.current === "question") question.current?.focus();
    if (focusNext.current === "opener") opener.current?.querySelector("button")?.focus();
    focusNext.current = null;
  });

  const open = () => {
    setMessage(null);
    focusNext.current = "question";
    setConfirming(true);
  };
  const cancel = () => {
    focusNext.current = "opener";
    setConfirming(false);
  };
  const send = async () => {
    setBusy(true);
    const outcome = await props
      .onSend()
      .catch((): WorkflowOutcome => ({ ok: false, error: "validation.serverError" }));
    setBusy(false);
    setConfirming(false);
    setMessage(
      outcome.ok
        ? { text: "studio.newsletter.started", error: false }
        : { text: outcome.error, error: true },
    );
  };

  const { send: done } = props;
  const counts: [MessageId, number][] = done
    ? [
        ["studio.newsletter.recipients", done.recipients],
        ["studio.newsletter.sent", done.sent],
        ["studio.newsletter.failed", done.failed],
        ["studio.newsletter.queued", done.queued],
        ...(done.skipped > 0
          ? ([["studio.newsletter.skipped", done.skipped]] as [MessageId, number][])
          : []),
        ["studio.newsletter.unsubscribedSince", done.unsubscribedSince],
      ]
    : [];
  return (
    <section className={shared.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.subheading}>
        {t("studio.newsletter.heading")}
      </h2>
      {done ? (
        <>
          <p className={shared.muted}>
            {t("studio.newsletter.sentOn")} <StudioTime iso={done.startedAt} />
          </p>
          <dl className={styles.counts}>
            {counts.map(([label, value]) => (
              <div key={label} className={styles.row}>
                <dt className={shared.term}>{t(label)}</dt>
                <dd className={styles.count} data-count={label.split(".").pop()}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {props.onRefresh ? (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={props.onRefresh}>
                {t("studio.newsletter.refresh")}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <>
          <p className={shared.muted}>
            {t("studio.newsletter.audience", { count: props.subscribers })}
          </p>
          {props.canSend && props.subscribers > 0 && !confirming ? (
            <div className={styles.actions} ref={opener}>
              <Button onClick={open}>{t("studio.newsletter.send")}</Button>
            </div>
          ) : null}
          {props.canSend && confirming ? (
            <fieldset className={styles.confirm}>
              <legend ref={question} tabIndex={-1} className={styles.question}>
                {t("studio.newsletter.confirm", { count: props.subscribers })}
              </legend>
              <div className={styles.actions}>
                <Button loading={busy} onClick={send}>
                  {t("studio.newsletter.confirmSend")}
                </Button>
                <Button variant="secondary" onClick={cancel} disabled={busy}>
                  {t("studio.newsletter.cancel")}
                </Button>
              </div>
            </fieldset>
          ) : null}
        </>
      )}
      <p
        className={message?.error ? styles.error : styles.status}
        role={message?.error ? "alert" : "status"}
      >
        {message ? t(message.text) : null}
      </p>
    </section>
  );
}
