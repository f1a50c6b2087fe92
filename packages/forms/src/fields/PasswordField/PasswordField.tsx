import { type MessageId, useT } from "@rawafed/i18n";
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { passwordChecks, passwordCriteria } from "../../rules/rules";
import { describedBy, FieldFrame, type FieldTextProps } from "../shared/FieldParts";
import * as fieldStyles from "../shared/field.css";
import { mergeRefs } from "../shared/refs";
import * as styles from "./PasswordField.css";

export interface PasswordFieldProps
  extends FieldTextProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      "id" | "type" | "className" | "style" | "required"
    > {
  /** Shows the password rule's criteria, ticked live as the visitor types (never as errors). */
  showCriteria?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const criterionLabels = {
  length: "form.password.criterion.length",
  lowercase: "form.password.criterion.lowercase",
  uppercase: "form.password.criterion.uppercase",
  special: "form.password.criterion.special",
  digits: "form.password.criterion.digits",
  noSpaces: "form.password.criterion.noSpaces",
} as const satisfies Record<(typeof passwordCriteria)[number], MessageId>;

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M3 3l18 18" />}
    </svg>
  );
}

function Mark({ ok }: { ok: boolean }) {
  return (
    <svg
      className={styles.mark}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ok ? <path d="M4 12.5l5 5L20 6.5" /> : <circle cx="12" cy="12" r="4" fill="currentColor" />}
    </svg>
  );
}

export function PasswordField({
  id,
  label,
  labelValues,
  hint,
  hintValues,
  error,
  errorValues,
  required,
  showCriteria = false,
  ref,
  onChange,
  disabled,
  ...rest
}: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const [typed, setTyped] = useState(String(rest.value ?? rest.defaultValue ?? ""));
  const inputRef = useRef<HTMLInputElement>(null);
  // A form may fill the input through its ref (default values): read what is there.
  useLayoutEffect(() => {
    if (inputRef.current) setTyped(inputRef.current.value);
  }, []);
  const value = rest.value === undefined ? typed : String(rest.value);
  const checks = passwordChecks(value);
  const criteriaId = `${id}-criteria`;

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
        showCriteria ? (
          <div className={styles.criteria} id={criteriaId}>
            <p className={styles.criteriaTitle}>{t("form.password.criteria")}</p>
            <ul className={styles.list}>
              {passwordCriteria.map((criterion) => (
                <li
                  key={criterion}
                  className={`${styles.item} ${checks[criterion] ? styles.met : styles.unmet}`}
                >
                  <Mark ok={checks[criterion]} />
                  <span>
                    {t(criterionLabels[criterion])}
                    <span className={fieldStyles.visuallyHidden}>
                      {" "}
                      {t(
                        checks[criterion]
                          ? "form.password.criterion.met"
                          : "form.password.criterion.unmet",
                      )}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null
      }
    >
      <div className={styles.wrapper}>
        <input
          {...rest}
          ref={mergeRefs(ref, inputRef)}
          id={id}
          type={visible ? "text" : "password"}
          dir="ltr"
          disabled={disabled}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={`${fieldStyles.control} ${styles.input}`}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, hint, error }, showCriteria && criteriaId)}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setTyped(event.target.value);
            onChange?.(event);
          }}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={t("action.showPassword")}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon open={!visible} />
        </button>
      </div>
    </FieldFrame>
  );
}
