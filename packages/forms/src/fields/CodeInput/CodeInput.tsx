import { useT } from "@rawafed/i18n";
import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useRef,
} from "react";
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

/** A cell's text and selection just before an edit (its `beforeinput`). */
interface Before {
  text: string;
  start: number;
  end: number;
}

/**
 * What an input event put into a cell whose text was `old`. The text around the selection it
 * replaced is kept, so the rest is new (a digit typed, a code inserted before or after the old
 * one). With no `beforeinput` for this text, the value was set whole (autofill, a script), so all
 * of it is new: never guess by removing the old digit, which the new text may hold too.
 */
function insertedText(text: string, old: string, before: Before | undefined): string {
  if (!before || before.text !== old) return text;
  const end = text.length - (old.length - before.end);
  const kept = text.startsWith(old.slice(0, before.start)) && text.endsWith(old.slice(before.end));
  return kept && end >= before.start ? text.slice(before.start, end) : text;
}

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
  const row = useRef<HTMLDivElement>(null);
  const befores = useRef<(Before | undefined)[]>([]);
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

  // React has no `beforeinput` of its own (its onBeforeInput is a polyfill that misses pastes):
  // the native one still holds the cell's selection before the edit.
  useEffect(() => {
    const node = row.current;
    if (!node) return;
    const remember = (event: Event) => {
      const cell = event.target as HTMLInputElement;
      const index = cells.current.indexOf(cell);
      if (index < 0) return;
      // A replacement (an OS's suggested code) sets the cell's text whole, wherever the caret is.
      befores.current[index] =
        (event as InputEvent).inputType === "insertReplacementText"
          ? undefined
          : {
              text: cell.value,
              start: cell.selectionStart ?? cell.value.length,
              end: cell.selectionEnd ?? cell.value.length,
            };
    };
    node.addEventListener("beforeinput", remember);
    return () => node.removeEventListener("beforeinput", remember);
  }, []);

  const onInput = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const before = befores.current[index];
    befores.current[index] = undefined;
    // Emptied by a deletion that was not our Backspace (Delete, cut, a phone keyboard).
    if (text === "") onChange(value.slice(0, index) + value.slice(index + 1));
    else insert(index, insertedText(text, value[index] ?? "", before));
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

  /** A whole code fills every cell from the first, wherever it arrived; a part goes in place. */
  const insert = (index: number, text: string) => {
    const digits = digitsOf(text);
    write(digits.length >= length ? 0 : index, digits);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    insert(index, event.clipboardData.getData("text"));
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
        {required ? <RequiredMarker spoken /> : null}
      </span>
      <FieldHint id={id} hint={hint} values={hintValues} />
      <FieldError id={id} error={error} values={errorValues} />
      <div className={styles.cells} ref={row}>
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
            onChange={(event) => onInput(index, event)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </div>
  );
}
