import { type MessageId, useT } from "@rawafed/i18n";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../components/Button/Button";
import { EditorialStateBadge } from "../EditorialStateBadge/EditorialStateBadge";
import { StudioTime } from "../shared/locale";
import * as shared from "../shared/studio.css";
import type { EditorialLanguage, EditorialState } from "../types";
import * as styles from "./WorkflowPanel.css";

/** What an action answers: done (with what to say), or why not (a message of the catalog). */
export type WorkflowOutcome = { ok: true } | { ok: false; error: MessageId };

export interface WorkflowPanelProps {
  language: EditorialLanguage;
  state: EditorialState;
  /** Visitors see a revision of this version. */
  published: boolean;
  /** A saved change waits for publication (visitors see an older revision). */
  changesWaiting: boolean;
  /** The viewer publishes (a publisher or an admin); an editor asks for publication instead. */
  canPublish: boolean;
  /**
   * An investor disclosure whose last revision the viewer wrote: another publisher must publish
   * it (four eyes), so the viewer is told so instead of offered to.
   */
  writtenByViewer?: boolean;
  /** Scheduled publication and unpublication, ISO 8601 UTC. */
  publishAt?: string | null;
  unpublishAt?: string | null;
  /** The draft at its public address (a signed link, valid 24 hours). */
  previewHref?: string;
  /** The published page. */
  publicHref?: string;
  historyHref?: string;
  /** The schedule field's earliest value, `YYYY-MM-DDTHH:mm` in Riyadh. */
  minScheduleAt?: string;
  onRequestReview: () => Promise<WorkflowOutcome>;
  onPublish: () => Promise<WorkflowOutcome>;
  onUnpublish: () => Promise<WorkflowOutcome>;
  /** `at`: `YYYY-MM-DDTHH:mm`, a time in Riyadh. */
  onSchedule: (what: "publish" | "unpublish", at: string) => Promise<WorkflowOutcome>;
}

type Busy = "review" | "publish" | "unpublish" | "schedule" | null;

/**
 * A language version's workflow beside its editor: its state, a preview link, and what the viewer
 * may do next (ask for publication; publish now, schedule, unpublish). Each outcome is announced.
 */
export function WorkflowPanel(props: WorkflowPanelProps) {
  const t = useT();
  const headingId = useId();
  const whenId = useId();
  const whatId = useId();
  const [busy, setBusy] = useState<Busy>(null);
  const [message, setMessage] = useState<{ text: MessageId; error: boolean } | null>(null);
  const [when, setWhen] = useState("");
  // A schedule without its time: the field says so, is invalid and takes focus.
  const [whenMissing, setWhenMissing] = useState(false);
  const whenInput = useRef<HTMLInputElement>(null);
  const [what, setWhat] = useState<"publish" | "unpublish">("publish");

  const run = async (
    name: Exclude<Busy, null>,
    action: () => Promise<WorkflowOutcome>,
    done: MessageId,
  ) => {
    setBusy(name);
    setMessage(null);
    const outcome = await action().catch(
      (): WorkflowOutcome => ({ ok: false, error: "validation.serverError" }),
    );
    setBusy(null);
    setMessage(outcome.ok ? { text: done, error: false } : { text: outcome.error, error: true });
  };

  const schedule = (event: FormEvent) => {
    event.preventDefault();
    if (!when) {
      setMessage(null);
      setWhenMissing(true);
      whenInput.current?.focus();
      return;
    }
    void run("schedule", () => props.onSchedule(what, when), "studio.workflow.scheduled");
  };

  const canPublish = props.canPublish && !props.writtenByViewer;
  const canAsk = !canPublish && props.state !== "inReview";
  return (
    <section className={shared.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.subheading}>
        {t("studio.workflow.heading")}
      </h2>
      <EditorialStateBadge
        language={props.language}
        state={props.state}
        scheduledAt={props.publishAt ?? null}
      />
      {props.changesWaiting && props.published ? (
        <p className={shared.muted}>{t("studio.workflow.changesWaiting")}</p>
      ) : null}
      {props.unpublishAt ? (
        <p className={shared.muted}>
          {t("studio.workflow.unpublishAt")} <StudioTime iso={props.unpublishAt} />
        </p>
      ) : null}
      <ul className={styles.links}>
        {props.previewHref ? (
          <li>
            <a className={shared.textLink} href={props.previewHref} target="_blank" rel="noopener">
              {t("studio.workflow.preview")}
            </a>
            <span className={shared.muted}> {t("studio.workflow.previewHint")}</span>
          </li>
        ) : null}
        {props.publicHref && props.published ? (
          <li>
            <a className={shared.textLink} href={props.publicHref}>
              {t("studio.workflow.public")}
            </a>
          </li>
        ) : null}
        {props.historyHref ? (
          <li>
            <a className={shared.textLink} href={props.historyHref}>
              {t("studio.workflow.history")}
            </a>
          </li>
        ) : null}
      </ul>
      <div className={styles.actions}>
        {canAsk ? (
          <Button
            loading={busy === "review"}
            onClick={() => run("review", props.onRequestReview, "studio.workflow.reviewAsked")}
          >
            {t("studio.workflow.requestReview")}
          </Button>
        ) : null}
        {canPublish ? (
          <Button
            loading={busy === "publish"}
            onClick={() => run("publish", props.onPublish, "studio.workflow.publishedNow")}
          >
            {t(props.published ? "studio.workflow.publishChanges" : "studio.workflow.publish")}
          </Button>
        ) : null}
        {props.canPublish && props.published ? (
          <Button
            variant="secondary"
            loading={busy === "unpublish"}
            onClick={() => run("unpublish", props.onUnpublish, "studio.workflow.unpublished")}
          >
            {t("studio.workflow.unpublish")}
          </Button>
        ) : null}
      </div>
      {props.writtenByViewer ? (
        <p className={shared.muted}>{t("studio.workflow.fourEyes")}</p>
      ) : null}
      {canPublish ? (
        <form className={styles.schedule} onSubmit={schedule} noValidate>
          <fieldset className={styles.fieldset}>
            <legend className={shared.label}>{t("studio.workflow.schedule")}</legend>
            <div className={shared.field}>
              <label htmlFor={whatId} className={shared.label}>
                {t("studio.workflow.scheduleWhat")}
              </label>
              <select
                id={whatId}
                className={shared.control}
                value={what}
                onChange={(event) => setWhat(event.target.value as "publish" | "unpublish")}
              >
                <option value="publish">{t("studio.workflow.schedulePublish")}</option>
                <option value="unpublish">{t("studio.workflow.scheduleUnpublish")}</option>
              </select>
            </div>
            <div className={shared.field}>
              <label htmlFor={whenId} className={shared.label}>
                {t("studio.workflow.scheduleAt")}
              </label>
              {whenMissing ? (
                <p id={`${whenId}-error`} className={styles.error}>
                  {t("validation.required")}
                </p>
              ) : null}
              <input
                ref={whenInput}
                id={whenId}
                type="datetime-local"
                className={shared.control}
                value={when}
                min={props.minScheduleAt}
                aria-invalid={whenMissing || undefined}
                aria-describedby={whenMissing ? `${whenId}-error` : undefined}
                onChange={(event) => {
                  setWhen(event.target.value);
                  if (event.target.value) setWhenMissing(false);
                }}
                dir="ltr"
              />
            </div>
            <Button type="submit" variant="secondary" loading={busy === "schedule"}>
              {t("studio.workflow.scheduleSubmit")}
            </Button>
          </fieldset>
        </form>
      ) : null}
      <p
        className={message?.error ? styles.error : styles.status}
        role={message?.error ? "alert" : "status"}
      >
        {message ? t(message.text) : null}
      </p>
    </section>
  );
}
