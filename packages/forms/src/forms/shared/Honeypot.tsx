import { useT } from "@rawafed/i18n";
import type { Path } from "react-hook-form";
import type * as z from "zod/mini";
import { HONEYPOT_FIELD } from "../../schemas/constants";
import * as styles from "./form.css";
import type { FormSchema, RuleForm } from "./useRuleForm";

/** The hidden trap field of the corporate forms (`company_website`). */
export function Honeypot<S extends FormSchema>({ rule }: { rule: RuleForm<S> }) {
  const t = useT();
  const inputId = `${rule.id}-${HONEYPOT_FIELD}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={inputId}>{t("form.honeypot")}</label>
      <input
        {...rule.form.register(HONEYPOT_FIELD as Path<z.input<S>>)}
        id={inputId}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
