import { type MessageId, useT } from "@rawafed/i18n";
import type { Ref, SelectHTMLAttributes } from "react";
import { describedBy, FieldFrame, type FieldTextProps } from "../shared/FieldParts";
import * as fieldStyles from "../shared/field.css";
import * as styles from "./SelectField.css";

/** An option named by a message, or (`text`) by data that is no message: a comic's name. */
export type SelectOption = { value: string; label: MessageId } | { value: string; text: string };

export interface SelectFieldProps
  extends FieldTextProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "style" | "required"> {
  options: readonly SelectOption[];
  /** The empty first option's text. */
  placeholder?: MessageId;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  id,
  label,
  labelValues,
  hint,
  hintValues,
  error,
  errorValues,
  required,
  options,
  placeholder = "form.select.placeholder",
  ...rest
}: SelectFieldProps) {
  const t = useT();
  return (
    <FieldFrame
      id={id}
      label={label}
      labelValues={labelValues}
      hint={hint}
      hintValues={hintValues}
      error={error}
      errorValues={errorValues}
      required={required}
    >
      <div className={styles.wrapper}>
        <select
          {...rest}
          id={id}
          className={`${fieldStyles.control} ${styles.select}`}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, hint, error })}
        >
          <option value="">{t(placeholder)}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {"text" in option ? option.text : t(option.label)}
            </option>
          ))}
        </select>
        <svg
          className={styles.chevron}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </div>
    </FieldFrame>
  );
}
