import { useT } from "@rawafed/i18n";
import { type FocusEvent, type Ref, useMemo } from "react";
import { nationalities } from "../../schemas/nationalities";
import { describedBy, FieldFrame, type FieldTextProps } from "../shared/FieldParts";
import * as fieldStyles from "../shared/field.css";
import * as styles from "./NationalitySelect.css";

export interface NationalitySelectProps extends Omit<FieldTextProps, "label"> {
  label?: FieldTextProps["label"];
  /** A nationality id (`saudi`), or the text typed so far when it names none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  name?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

// One collation for both languages, so the server and the browser sort alike.
const collator = new Intl.Collator("ar");
const fold = (text: string) => text.trim().toLocaleLowerCase();

/**
 * A searchable nationality list: a text input with the browser's own suggestion list (`datalist`),
 * labelled in the current language. The value is the nationality's id once the text names one.
 */
export function NationalitySelect({
  id,
  label = "form.field.nationality",
  labelValues,
  hint = "form.nationality.hint",
  hintValues,
  error,
  errorValues,
  required,
  value,
  onChange,
  onBlur,
  name,
  disabled,
  ref,
}: NationalitySelectProps) {
  const t = useT();
  const options = useMemo(
    () =>
      nationalities
        .map((nationality) => ({ id: nationality, label: t(`nationality.${nationality}`) }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    [t],
  );
  const byLabel = useMemo(
    () => new Map(options.map((option) => [fold(option.label), option.id])),
    [options],
  );
  const shown = options.find((option) => option.id === value)?.label ?? value;
  const listId = `${id}-list`;

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
        ref={ref}
        id={id}
        name={name}
        type="text"
        list={listId}
        autoComplete="off"
        disabled={disabled}
        value={shown}
        className={`${fieldStyles.control} ${styles.input}`}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        onChange={(event) => {
          const text = event.target.value;
          onChange(byLabel.get(fold(text)) ?? text);
        }}
        onBlur={onBlur}
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.id} value={option.label} />
        ))}
      </datalist>
    </FieldFrame>
  );
}
