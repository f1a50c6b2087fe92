import { type MessageId, useT } from "@rawafed/i18n";
import type { FocusEvent, Ref } from "react";
import {
  describedBy,
  FieldError,
  FieldHint,
  type FieldTextProps,
  type MessageValues,
  RequiredMarker,
} from "../shared/FieldParts";
import * as fieldStyles from "../shared/field.css";
import * as styles from "./RadioGroup.css";

export interface RadioOption {
  value: string;
  label: MessageId;
  labelValues?: MessageValues;
  /** The label's language, when it is not the page's (a language named in its own language). */
  lang?: string;
}

export interface RadioGroupProps extends FieldTextProps {
  /** The radios' `name`. */
  name: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  /** One option a line instead of side by side. */
  stacked?: boolean;
  /** Given to the first radio, the one the error summary links to. */
  ref?: Ref<HTMLInputElement>;
}

/** A fieldset of radios; `id` is the first radio's id, so a link to `#id` reaches the group. */
export function RadioGroup({
  id,
  label,
  labelValues,
  hint,
  hintValues,
  error,
  errorValues,
  required,
  name,
  options,
  value,
  onChange,
  onBlur,
  disabled,
  stacked = false,
  ref,
}: RadioGroupProps) {
  const t = useT();
  return (
    <fieldset className={fieldStyles.field} aria-describedby={describedBy({ id, hint, error })}>
      <legend className={fieldStyles.legend}>
        {t(label, labelValues)}
        {required ? <RequiredMarker /> : null}
      </legend>
      <FieldHint id={id} hint={hint} values={hintValues} />
      <FieldError id={id} error={error} values={errorValues} />
      <div className={stacked ? `${styles.options} ${styles.stacked}` : styles.options}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <label key={option.value} className={styles.optionLabel} htmlFor={optionId}>
              <input
                ref={index === 0 ? ref : undefined}
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={disabled}
                required={required}
                className={error ? `${styles.radio} ${styles.invalid}` : styles.radio}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              {option.lang ? (
                <span lang={option.lang}>{t(option.label, option.labelValues)}</span>
              ) : (
                t(option.label, option.labelValues)
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
