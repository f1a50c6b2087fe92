import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { useT } from "@rawafed/i18n";
import type { Ref } from "react";
import {
  describedBy,
  FieldError,
  FieldHint,
  type FieldTextProps,
  RequiredMarker,
} from "../shared/FieldParts";
import * as styles from "./Checkbox.css";

export interface CheckboxProps extends FieldTextProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  value?: string;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** Radix's checkbox (a `button role="checkbox"`) with its label tied by `htmlFor`. */
export function Checkbox({
  id,
  label,
  labelValues,
  hint,
  hintValues,
  error,
  errorValues,
  required,
  checked,
  onChange,
  onBlur,
  name,
  value,
  disabled,
  ref,
}: CheckboxProps) {
  const t = useT();
  return (
    <div className={styles.row}>
      <CheckboxPrimitive.Root
        ref={ref}
        id={id}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(state) => onChange(state === true)}
        onBlur={onBlur}
        className={styles.root}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
      >
        <span className={styles.box}>
          <CheckboxPrimitive.Indicator>
            <svg
              className={styles.check}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="3.5"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M4 12.5l5 5L20 6.5" />
            </svg>
          </CheckboxPrimitive.Indicator>
        </span>
      </CheckboxPrimitive.Root>
      <div className={styles.text}>
        <label className={styles.label} htmlFor={id}>
          {t(label, labelValues)}
          {required ? <RequiredMarker /> : null}
        </label>
        <FieldHint id={id} hint={hint} values={hintValues} />
        <FieldError id={id} error={error} values={errorValues} />
      </div>
    </div>
  );
}
