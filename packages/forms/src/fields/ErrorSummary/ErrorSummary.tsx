import { type MessageId, useT } from "@rawafed/i18n";
import type { MouseEvent, Ref } from "react";
import type { MessageValues } from "../shared/FieldParts";
import * as styles from "./ErrorSummary.css";

export interface ErrorSummaryItem {
  /** The id of the invalid control; the link goes to `#fieldId`. */
  fieldId: string;
  label: MessageId;
  /** The label's own values ("Transcript of page {page}"). */
  labelValues?: MessageValues;
  message: MessageId;
  values?: MessageValues;
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /** A problem of the whole form (rate limit, server failure), listed first without a link. */
  formError?: MessageId | undefined;
  /** The heading level inside the form's outline. */
  headingLevel?: 2 | 3 | 4 | 5;
  /** The summary takes the focus after a submission with errors. */
  ref?: Ref<HTMLDivElement>;
}

/** Moves to the field and focuses it, as GOV.UK's summary does (a bare `#id` only scrolls). */
function goToField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const target = document.getElementById(fieldId);
  if (!target) return;
  event.preventDefault();
  const fieldset = target.closest("fieldset");
  const label =
    fieldset?.querySelector("legend") ??
    document.querySelector(`label[for="${CSS.escape(fieldId)}"]`) ??
    target;
  label.scrollIntoView({ block: "start", behavior: "instant" });
  target.focus({ preventScroll: true });
}

/**
 * The GOV.UK error summary: a titled box listing each problem as a link to its field. It is an
 * alert and takes the focus when a submission fails, so the visitor hears and sees it first.
 */
export function ErrorSummary({ items, formError, headingLevel = 2, ref }: ErrorSummaryProps) {
  const t = useT();
  if (items.length === 0 && !formError) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.summary} ref={ref} tabIndex={-1} role="alert">
      <Heading className={styles.title}>{t("validation.summary.title")}</Heading>
      <ul className={styles.list}>
        {formError ? (
          <li>
            <span className={styles.text}>{t(formError)}</span>
          </li>
        ) : null}
        {items.map((item) => (
          <li key={item.fieldId}>
            <a
              className={styles.link}
              href={`#${item.fieldId}`}
              onClick={(event) => goToField(event, item.fieldId)}
            >
              {t("form.summary.item", {
                label: t(item.label, item.labelValues),
                message: t(item.message, item.values),
              })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
