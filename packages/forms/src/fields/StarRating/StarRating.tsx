import { useT } from "@rawafed/i18n";
import type { FocusEvent, Ref } from "react";
import {
  describedBy,
  FieldError,
  FieldHint,
  type FieldTextProps,
  RequiredMarker,
} from "../shared/FieldParts";
import * as fieldStyles from "../shared/field.css";
import * as styles from "./StarRating.css";

export interface StarRatingProps extends FieldTextProps {
  name: string;
  /** 1 to 5, or 0 when not rated yet. */
  value: number;
  onChange: (value: number) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const values = [1, 2, 3, 4, 5] as const;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}

/**
 * Five stars as a native radio group. In Arabic the DOM order (first star at the start side)
 * mirrors the row by itself, and the left and right arrows follow the mirrored row.
 */
export function StarRating({
  id,
  label,
  labelValues,
  hint,
  hintValues,
  error,
  errorValues,
  required,
  name,
  value,
  onChange,
  onBlur,
  disabled,
  ref,
}: StarRatingProps) {
  const t = useT();
  return (
    <fieldset className={fieldStyles.field} aria-describedby={describedBy({ id, hint, error })}>
      <legend className={fieldStyles.legend}>
        {t(label, labelValues)}
        {required ? <RequiredMarker /> : null}
      </legend>
      <FieldHint id={id} hint={hint} values={hintValues} />
      <FieldError id={id} error={error} values={errorValues} />
      <div className={styles.stars}>
        {values.map((star) => {
          const starId = star === 1 ? id : `${id}-${star}`;
          return (
            <span key={star}>
              <input
                ref={star === 1 ? ref : undefined}
                id={starId}
                className={styles.input}
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                disabled={disabled}
                required={required}
                onChange={() => onChange(star)}
                onKeyDown={(event) => {
                  // Left and right follow what the eye sees: in rtl the higher star is on the left.
                  if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
                  event.preventDefault();
                  const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
                  const step = (event.key === "ArrowRight") !== rtl ? 1 : -1;
                  const next = Math.min(5, Math.max(1, star + step));
                  onChange(next);
                  document.getElementById(next === 1 ? id : `${id}-${next}`)?.focus();
                }}
                onBlur={onBlur}
              />
              <label
                htmlFor={starId}
                className={star <= value ? `${styles.star} ${styles.filled}` : styles.star}
              >
                <Star filled={star <= value} />
                <span className={fieldStyles.visuallyHidden}>
                  {t("form.rating.rate", { value: star })}
                </span>
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
