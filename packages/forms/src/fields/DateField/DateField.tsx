import type { InputHTMLAttributes, Ref } from "react";
import { describedBy, FieldFrame, type FieldTextProps } from "../shared/FieldParts";
import * as fieldStyles from "../shared/field.css";
import * as styles from "./DateField.css";

export interface DateFieldProps
  extends FieldTextProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      "id" | "type" | "className" | "style" | "required"
    > {
  ref?: Ref<HTMLInputElement>;
}

/** `<input type="date">` (value `YYYY-MM-DD`); the segments stay in one order in both directions. */
export function DateField({
  id,
  label,
  labelValues,
  hint,
  hintValues,
  error,
  errorValues,
  required,
  ...rest
}: DateFieldProps) {
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
      <input
        {...rest}
        id={id}
        type="date"
        dir="ltr"
        className={`${fieldStyles.control} ${styles.date}`}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
      />
    </FieldFrame>
  );
}
