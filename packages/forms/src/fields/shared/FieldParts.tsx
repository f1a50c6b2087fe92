// The parts every field shares: the label with its required marker, the hint and the error.
import { type MessageId, useT } from "@rawafed/i18n";
import type { ReactNode } from "react";
import * as styles from "./field.css";

export type MessageValues = Record<string, string | number>;

/** What every field says about itself; all text is given as message ids. */
export interface FieldTextProps {
  /** The id of the control; the error summary links to it. */
  id: string;
  label: MessageId;
  labelValues?: MessageValues;
  hint?: MessageId;
  hintValues?: MessageValues;
  /** The message id of the field's current problem, shown under the label. */
  error?: MessageId | undefined;
  errorValues?: MessageValues;
  /** Shows the required marker and sets `aria-required`. */
  required?: boolean;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The `aria-describedby` of a control: its hint, its error and any extra description. */
export function describedBy(
  { id, hint, error }: Pick<FieldTextProps, "id" | "hint" | "error">,
  ...extra: (string | false | undefined)[]
): string | undefined {
  const ids = [hint && hintId(id), error && errorId(id), ...extra].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/**
 * "(required)" after a label. Hidden from screen readers where the control says it itself
 * (`required` or `aria-required`); `spoken` where nothing else can: a group of checkboxes, a code
 * of several cells, a button that opens the file chooser.
 */
export function RequiredMarker({ spoken = false }: { spoken?: boolean }) {
  const t = useT();
  if (!spoken) {
    return (
      <span className={styles.marker} aria-hidden="true">
        {t("form.field.required")}
      </span>
    );
  }
  // A space, not a margin, parts it from the label in the name screen readers read.
  return (
    <>
      {" "}
      <span className={`${styles.marker} ${styles.markerSpoken}`}>{t("form.field.required")}</span>
    </>
  );
}

export function FieldLabel({
  htmlFor,
  id,
  label,
  labelValues,
  required,
  requiredSpoken,
}: {
  htmlFor?: string;
  id?: string;
  label: MessageId;
  labelValues?: MessageValues | undefined;
  required?: boolean | undefined;
  /** The control cannot say it is required itself (see `RequiredMarker`). */
  requiredSpoken?: boolean;
}) {
  const t = useT();
  return (
    <label className={styles.label} htmlFor={htmlFor} id={id}>
      {t(label, labelValues)}
      {required ? <RequiredMarker spoken={requiredSpoken} /> : null}
    </label>
  );
}

export function FieldHint({
  id,
  hint,
  values,
}: {
  id: string;
  hint?: MessageId | undefined;
  values?: MessageValues | undefined;
}) {
  const t = useT();
  if (!hint) return null;
  return (
    <p className={styles.hint} id={hintId(id)}>
      {t(hint, values)}
    </p>
  );
}

function ErrorIcon() {
  return (
    <svg className={styles.errorIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <rect x="10.75" y="5.5" width="2.5" height="8.5" rx="1.25" fill="#fff" />
      <circle cx="12" cy="17.5" r="1.5" fill="#fff" />
    </svg>
  );
}

export function FieldError({
  id,
  error,
  values,
}: {
  id: string;
  error?: MessageId | undefined;
  values?: MessageValues | undefined;
}) {
  const t = useT();
  if (!error) return null;
  return (
    <p className={styles.error} id={errorId(id)}>
      <ErrorIcon />
      <span>{t(error, values)}</span>
    </p>
  );
}

/** Label, hint, control, error: the order GOV.UK uses, so the error sits next to the control. */
export function FieldFrame({
  id,
  label,
  labelValues,
  hint,
  hintValues,
  error,
  errorValues,
  required,
  children,
  after,
}: FieldTextProps & { children: ReactNode; after?: ReactNode }) {
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} labelValues={labelValues} required={required} />
      <FieldHint id={id} hint={hint} values={hintValues} />
      <FieldError id={id} error={error} values={errorValues} />
      {children}
      {after}
    </div>
  );
}
