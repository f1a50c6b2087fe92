import type { InputHTMLAttributes, Ref } from "react";
import { describedBy, FieldFrame, type FieldTextProps } from "../shared/FieldParts";
import * as styles from "../shared/field.css";
import { ltr } from "./TextField.css";

export type TextFieldType = "text" | "email" | "tel" | "url" | "search";

export interface TextFieldProps
  extends FieldTextProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      "id" | "type" | "className" | "style" | "required"
    > {
  type?: TextFieldType;
  ref?: Ref<HTMLInputElement>;
}

/** Addresses and numbers read left to right in both languages. */
const ltrTypes: readonly TextFieldType[] = ["email", "tel", "url"];
const inputModes = { email: "email", tel: "tel", url: "url" } as const;

export function TextField({
  id,
  label,
  labelValues,
  hint,
  hintValues,
  error,
  errorValues,
  required,
  type = "text",
  ...rest
}: TextFieldProps) {
  const isLtr = ltrTypes.includes(type);
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
        type={type}
        dir={isLtr ? "ltr" : rest.dir}
        inputMode={
          type in inputModes ? inputModes[type as keyof typeof inputModes] : rest.inputMode
        }
        className={isLtr ? `${styles.control} ${ltr}` : styles.control}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
      />
    </FieldFrame>
  );
}
