import { Checkbox, type CheckboxProps } from "../Checkbox/Checkbox";
import * as styles from "./ConsentCheckbox.css";

export type ConsentCheckboxProps = Omit<CheckboxProps, "label" | "required"> &
  Partial<Pick<CheckboxProps, "label">>;

/** "I agree to the terms and conditions": required, checked by the `accepted` rule. */
export function ConsentCheckbox({ label = "form.field.consent", ...props }: ConsentCheckboxProps) {
  return (
    <div className={styles.consent}>
      <Checkbox {...props} label={label} required />
    </div>
  );
}
