import { useT } from "@rawafed/i18n";
import { type ClipboardEvent, type KeyboardEvent, type Ref, useRef } from "react";
import { normalizeDigits } from "../../rules/digits";
import {
  describedBy,
  FieldError,
  FieldHint,
  type FieldTextProps,
  RequiredMarker,
} from "../shared/FieldParts";
import * as fieldStyles from "../shared/field.css";
import { mergeRefs } from "../shared/refs";
import * as styles from "./CodeInput.css";

export interface CodeInputProps extends Omit<FieldTextProps, "label"> {
  label?: FieldTextProps["label"];
  /** The digits typed so far (Latin), at most `length`. */
  value: string;
  onChange: (value: string) => void;
  /** Called when the focus leaves the whole group. */
  onBlur?: () => void;
  length?: number;
  name?: string;
  disabled?: boolean;
  /** The first cell, which the error summary links to. */
  ref?: Ref<HTMLInputElement>;
}

/** Latin digits of a typed or pasted text; Arabic-Indic digits count. */
const digitsOf = (text: string) => normalizeDigits(text).replace(/[^0-9]/g, "");

/**
 * A one-time code in separate cells under one group label. Typing moves to the next cell,
 * Backspace on an empty cell goes back, and a pasted code fills every cell.
 */
export function CodeInput({
  id,
  label = "form.resetCode.label",
  labelValues,
  hint,
  hintValues,
  error,
  errorValues,
  required,
  value,
  onChange,
  onBlur,
  length = 6,
  name,
  disabled,
  ref,
}: CodeInputProps) {
  const t = useT();
  const cells = useRef<(HTMLInputElement | null)[]>([]);
  const labelId = `${id}-label`;
  const focusCell = (index: number) => {
    const cell = cells.current[Math.max(0, Math.min(length - 1, index))];
    cell?.focus();
    cell?.select();
  };

  /** Writes `typed` from cell `index` on (never past the first empty cell). */
  const write = (index: number, typed: string) => {
    const digits = digitsOf(typed);
    if (digits === "") return;
    const start = Math.min(index, value.length);
    const next = (value.slice(0, start) + digits + value.slice(start + digits.length)).slice(
      0,
      length,
    );
    onChange(next);
    focusCell(start + digits.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace") {
      event.preventDefault();
      if (value[index] !== undefined) {
        onChange(value.slice(0, index) + value.slice(index + 1));
      } else if (index > 0) {
        onChange(value.slice(0, index - 1) + value.slice(index));
        focusCell(index - 1);
      }
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focusCell(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focusCell(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOf(event.clipboardData.getData("text"));
    write(pasted.length >= length ? 0 : index, pasted);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset cannot hold the cells in one flex row across browsers; the group role names them together.
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy({ id, hint, error })}
      className={fieldStyles.field}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <span className={fieldStyles.label} id={labelId}>
        {t(label, labelValues)}
        {required ? <RequiredMarker /> : null}
      </span>
      <FieldHint id={id} hint={hint} values={hintValues} />
      <FieldError id={id} error={error} values={errorValues} />
      <div className={styles.cells}>
        {Array.from({ length }, (_, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the cells are positions, not items.
            key={index}
            ref={mergeRefs(index === 0 ? ref : undefined, (node) => {
              cells.current[index] = node;
            })}
            id={index === 0 ? id : `${id}-${index + 1}`}
            name={index === 0 ? name : undefined}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            dir="ltr"
            disabled={disabled}
            value={value[index] ?? ""}
            className={`${fieldStyles.control} ${styles.cell}`}
            aria-label={t("form.resetCode.digit", { index: index + 1, total: length })}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const typed = event.target.value.replace(value[index] ?? "", "");
              write(index, typed || event.target.value);
            }}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </div>
  );
}
