import { type MessageId, useT } from "@rawafed/i18n";
import { type ReactNode, useId, useRef, useState } from "react";
import { Badge } from "../../components/Badge/Badge";
import { Button } from "../../components/Button/Button";
import { Field } from "../ReviewShared/Field";
import * as shared from "../ReviewShared/review.css";
import * as styles from "./DecisionQueue.css";

/** Something a reviewer can do to an entry, with what it needs first. */
export interface QueueAction {
  /** Sent back to `onAct`. */
  id: string;
  /** The button's text, and its accessible name (which should name the entry). */
  label: string;
  accessibleName?: string;
  variant?: "primary" | "secondary";
  /** A reason to write first (a text area; the server says when it is required). */
  reason?: { label: string };
  /** A value to choose first (a select). */
  choice?: { label: string; options: { value: string; label: string }[] };
}

export interface QueueEntry {
  id: string;
  /** The entry's heading: the person, or the comic. */
  title: string;
  /** Its details, labelled (values shown as given: links, times). */
  fields: { label: string; value: ReactNode }[];
  /** What the person wrote (shown escaped, `dir="auto"`). */
  body?: string;
  /** Its state, in words (not colour alone). */
  state?: { label: string; tone: "waiting" | "done" };
  /** What may be done now; none once decided. */
  actions: QueueAction[];
}

/** What the server said: saved, or a message id per field (`reason`, `choice`, `form`). */
export type QueueAnswer = true | Partial<Record<"reason" | "choice" | "form", MessageId>>;

export interface DecisionQueueProps {
  /** The section's heading (an `h2`). */
  heading: string;
  /** Said when the list is empty. */
  empty: string;
  entries: QueueEntry[];
  /** Records a decision; the entry's new state comes back in `entries`. */
  onAct: (
    entryId: string,
    actionId: string,
    input: { reason?: string; choice?: string },
  ) => Promise<QueueAnswer>;
  /** Said in the live region once an action is saved (by its id). */
  savedText: (actionId: string) => string;
  /** Above the list: a filter, a total. */
  toolbar?: ReactNode;
  /** Page links, when there are several pages. */
  pagination?: ReactNode;
}

/**
 * A console section's queue: each entry with its details and the actions it offers, some asking
 * for a reason or a choice first. A saved action is said in a live region and focus goes to the
 * entry's heading; a refused one shows its message by the field, which takes focus.
 */
export function DecisionQueue({
  heading,
  empty,
  entries,
  onAct,
  savedText,
  toolbar,
  pagination,
}: DecisionQueueProps) {
  const headingId = useId();
  const [notice, setNotice] = useState("");
  return (
    <section className={shared.section} aria-labelledby={headingId}>
      <div className={shared.header}>
        <h2 id={headingId} className={shared.heading}>
          {heading}
        </h2>
        {toolbar}
      </div>
      <p role="status" className={shared.muted}>
        {notice}
      </p>
      {entries.length === 0 ? (
        <p className={shared.empty}>{empty}</p>
      ) : (
        <ul className={shared.list}>
          {entries.map((entry) => (
            <li key={entry.id} data-entry={entry.id}>
              <EntryCard
                entry={entry}
                onAct={onAct}
                onSaved={(actionId) => setNotice(savedText(actionId))}
                onFailed={setNotice}
              />
            </li>
          ))}
        </ul>
      )}
      {pagination}
    </section>
  );
}

function EntryCard({
  entry,
  onAct,
  onSaved,
  onFailed,
}: {
  entry: QueueEntry;
  onAct: DecisionQueueProps["onAct"];
  onSaved: (actionId: string) => void;
  onFailed: (text: string) => void;
}) {
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <article className={shared.card} aria-labelledby={`${id}-title`}>
      <div className={styles.titleLine}>
        <h3
          id={`${id}-title`}
          ref={titleRef}
          tabIndex={-1}
          className={shared.entryHeading}
          dir="auto"
        >
          {entry.title}
        </h3>
        {entry.state ? (
          <Badge tone={entry.state.tone === "waiting" ? "brand" : "outline"}>
            {entry.state.label}
          </Badge>
        ) : null}
      </div>
      {entry.fields.length > 0 ? (
        <dl className={shared.fields}>
          {entry.fields.map((field) => (
            <Field key={field.label} label={field.label}>
              {field.value}
            </Field>
          ))}
        </dl>
      ) : null}
      {entry.body ? (
        <p className={shared.body} dir="auto">
          {entry.body}
        </p>
      ) : null}
      {entry.actions.length > 0 ? (
        <div className={styles.actions}>
          {entry.actions.map((action) => (
            <ActionForm
              key={action.id}
              entryId={entry.id}
              action={action}
              onAct={onAct}
              onSaved={() => {
                onSaved(action.id);
                titleRef.current?.focus();
              }}
              onFailed={onFailed}
            />
          ))}
        </div>
      ) : null}
    </article>
  );
}

function ActionForm({
  entryId,
  action,
  onAct,
  onSaved,
  onFailed,
}: {
  entryId: string;
  action: QueueAction;
  onAct: DecisionQueueProps["onAct"];
  onSaved: () => void;
  onFailed: (text: string) => void;
}) {
  const t = useT();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Exclude<QueueAnswer, true>>({});
  const fieldRef = useRef<HTMLTextAreaElement & HTMLSelectElement>(null);
  const needsField = Boolean(action.reason || action.choice);
  const fieldName = action.reason ? "reason" : "choice";
  const error = errors[fieldName];

  async function submit(form: HTMLFormElement) {
    const value = String(new FormData(form).get(fieldName) ?? "");
    setBusy(true);
    setErrors({});
    const failed: QueueAnswer = { form: "review.comments.failed" };
    const answer = await onAct(entryId, action.id, needsField ? { [fieldName]: value } : {}).catch(
      () => failed,
    );
    setBusy(false);
    if (answer === true) {
      onSaved();
      return;
    }
    setErrors(answer);
    if (answer[fieldName]) requestAnimationFrame(() => fieldRef.current?.focus());
    else onFailed(t(answer.form ?? "review.comments.failed"));
  }

  return (
    <form
      className={needsField ? styles.fieldForm : styles.buttonForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      {action.reason ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-field`} className={styles.label}>
            {action.reason.label}
          </label>
          {error ? (
            <p id={`${id}-error`} className={styles.error}>
              {t(error)}
            </p>
          ) : null}
          <textarea
            ref={fieldRef}
            id={`${id}-field`}
            name="reason"
            rows={2}
            dir="auto"
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
      ) : null}
      {action.choice ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-field`} className={styles.label}>
            {action.choice.label}
          </label>
          {error ? (
            <p id={`${id}-error`} className={styles.error}>
              {t(error)}
            </p>
          ) : null}
          <select
            ref={fieldRef}
            id={`${id}-field`}
            name="choice"
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            defaultValue=""
          >
            <option value="">{t("review.decision.choose")}</option>
            {action.choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Button
        type="submit"
        variant={action.variant ?? "primary"}
        loading={busy}
        aria-label={action.accessibleName}
      >
        {action.label}
      </Button>
    </form>
  );
}
