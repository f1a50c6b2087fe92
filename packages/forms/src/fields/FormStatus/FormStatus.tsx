import { type MessageId, useT } from "@rawafed/i18n";
import type { Ref } from "react";
import type { MessageValues } from "../shared/FieldParts";
import * as styles from "./FormStatus.css";

export interface FormStatusProps {
  /** The success message; nothing is shown without one, but the live region stays in place. */
  message?: MessageId | undefined;
  values?: MessageValues;
  /** The status takes the focus when it replaces a submitted form. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The success message of a form, in a `role="status"` region that is always rendered, so screen
 * readers announce the message when it appears.
 */
export function FormStatus({ message, values, ref }: FormStatusProps) {
  const t = useT();
  return (
    <div role="status">
      {message ? (
        <div className={styles.status} ref={ref} tabIndex={-1}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path
              d="M6.5 12.5l3.5 3.5 7.5-8"
              fill="none"
              stroke="#fff"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <p className={styles.message}>{t(message, values)}</p>
        </div>
      ) : null}
    </div>
  );
}
