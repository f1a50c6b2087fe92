import { useT } from "@rawafed/i18n";
import {
  type ChangeEvent,
  type Ref,
  type TextareaHTMLAttributes,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { charLength, countWords } from "../../rules/rules";
import { describedBy, FieldFrame, type FieldTextProps } from "../shared/FieldParts";
import * as fieldStyles from "../shared/field.css";
import { mergeRefs } from "../shared/refs";
import * as styles from "./TextareaField.css";

export interface TextareaFieldProps
  extends FieldTextProps,
    Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      "id" | "className" | "style" | "required" | "maxLength"
    > {
  /** Counts characters or words against `max`; the rule, not the textarea, refuses a longer text. */
  count?: "characters" | "words";
  max?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextareaField({
  id,
  label,
  labelValues,
  hint,
  hintValues,
  error,
  errorValues,
  required,
  count,
  max,
  ref,
  onChange,
  rows = 5,
  ...rest
}: TextareaFieldProps) {
  const t = useT();
  const [typed, setTyped] = useState(String(rest.value ?? rest.defaultValue ?? ""));
  const ownRef = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    if (ownRef.current) setTyped(ownRef.current.value);
  }, []);
  const value = rest.value === undefined ? typed : String(rest.value);
  const counterId = `${id}-counter`;
  const showCounter = count !== undefined && max !== undefined;
  const used = count === "words" ? countWords(value) : charLength(value);

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
      after={
        showCounter ? (
          <p
            id={counterId}
            className={used > max ? `${styles.counter} ${styles.over}` : styles.counter}
          >
            {t(count === "words" ? "form.counter.words" : "form.counter.characters", {
              count: used,
              max,
            })}
          </p>
        ) : null
      }
    >
      <textarea
        {...rest}
        ref={mergeRefs(ref, ownRef)}
        id={id}
        rows={rows}
        className={`${fieldStyles.control} ${styles.textarea}`}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error }, showCounter && counterId)}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setTyped(event.target.value);
          onChange?.(event);
        }}
      />
    </FieldFrame>
  );
}
