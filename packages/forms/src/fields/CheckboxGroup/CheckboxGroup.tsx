import { type MessageId, useT } from "@rawafed/i18n";
import type { Ref } from "react";
import { Checkbox } from "../Checkbox/Checkbox";
import {
  describedBy,
  FieldError,
  FieldHint,
  type FieldTextProps,
  RequiredMarker,
} from "../shared/FieldParts";
import * as fieldStyles from "../shared/field.css";
import * as styles from "./CheckboxGroup.css";

export interface CheckboxGroupProps extends FieldTextProps {
  name: string;
  options: readonly { value: string; label: MessageId }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Given to the first checkbox, the one the error summary links to. */
  ref?: Ref<HTMLButtonElement>;
}

/** Several checkboxes under one legend (the translator's languages). */
export function CheckboxGroup({
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
  ref,
}: CheckboxGroupProps) {
  const t = useT();
  return (
    <fieldset className={fieldStyles.field} aria-describedby={describedBy({ id, hint, error })}>
      <legend className={fieldStyles.legend}>
        {t(label, labelValues)}
        {required ? <RequiredMarker spoken /> : null}
      </legend>
      <FieldHint id={id} hint={hint} values={hintValues} />
      <FieldError id={id} error={error} values={errorValues} />
      <div className={styles.options}>
        {options.map((option, index) => (
          <Checkbox
            key={option.value}
            ref={index === 0 ? ref : undefined}
            id={index === 0 ? id : `${id}-${option.value}`}
            name={name}
            value={option.value}
            label={option.label}
            disabled={disabled}
            error={undefined}
            checked={value.includes(option.value)}
            onBlur={onBlur}
            onChange={(checked) =>
              onChange(
                checked
                  ? options
                      .map((o) => o.value)
                      .filter((v) => v === option.value || value.includes(v))
                  : value.filter((v) => v !== option.value),
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
