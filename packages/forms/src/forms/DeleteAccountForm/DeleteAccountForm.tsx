import { ConfirmDialog } from "@rawafed/design-system";
import { type MessageId, useT } from "@rawafed/i18n";
import { useRef, useState } from "react";
import { PasswordField } from "../../fields/PasswordField/PasswordField";
import {
  type DeleteAccountInput,
  type DeleteAccountValues,
  deleteAccountSchema,
} from "../../schemas/comics";
import type { SubmitResult } from "../../server-errors";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";
import * as styles from "./DeleteAccountForm.css";

export interface DeleteAccountFormProps {
  /**
   * Deletes the account, called only once the person has confirmed; a wrong password is
   * `{ fieldErrors: { password: "validation.currentPassword" } }`, shown on the field.
   */
  onSubmit: (values: DeleteAccountValues) => Promise<SubmitResult>;
  id?: string;
  titleLevel?: 1 | 2 | 3;
}

const labels = {
  password: "comics.field.password",
} as const satisfies Record<keyof DeleteAccountInput, MessageId>;

const removed = [
  "comics.account.delete.removes.profile",
  "comics.account.delete.removes.history",
  "comics.account.delete.removes.follows",
  "comics.account.delete.removes.saved",
  "comics.account.delete.removes.ratings",
] as const satisfies readonly MessageId[];

function Consequences() {
  const t = useT();
  return (
    <div className={styles.consequences}>
      <p className={styles.text}>{t("comics.account.delete.intro")}</p>
      <ul className={styles.list}>
        {removed.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </ul>
      <p className={styles.text}>{t("comics.account.delete.comments")}</p>
    </div>
  );
}

/**
 * Deleting the account: what it removes, the password, and a red "Delete account" that checks the
 * password is there, then asks in the delete confirmation; `onSubmit` runs only once confirmed.
 */
export function DeleteAccountForm({
  onSubmit,
  id = "delete-account",
  titleLevel = 2,
}: DeleteAccountFormProps) {
  const [confirming, setConfirming] = useState(false);
  const confirmed = useRef(false);
  const rule = useRuleForm(deleteAccountSchema, {
    id,
    fields: Object.entries(labels) as [keyof typeof labels, MessageId][],
    defaultValues: { password: "" },
    // The first (checked) submission asks; the confirmation submits again, for real.
    onSubmit: async (values) => {
      if (!confirmed.current) {
        setConfirming(true);
        return { stay: true };
      }
      confirmed.current = false;
      return onSubmit(values);
    },
  });
  return (
    <>
      <RuleFormFrame
        rule={rule}
        title="comics.account.deleteAccount"
        titleLevel={titleLevel}
        before={<Consequences />}
        submitLabel="comics.account.deleteAccount"
        danger
        success="comics.account.delete.done"
      >
        <PasswordField
          {...rule.input("password")}
          label={labels.password}
          hint="comics.account.delete.passwordHint"
          required
          autoComplete="current-password"
        />
      </RuleFormFrame>
      <ConfirmDialog
        kind="deleteAccount"
        trigger={null}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => {
          confirmed.current = true;
          void rule.onSubmit();
        }}
        onCloseAutoFocus={(event) => {
          // Back to the button, unless the answer has already taken the focus (summary, message).
          event.preventDefault();
          const active = document.activeElement;
          if (active && active !== document.body) return;
          document
            .getElementById(rule.id)
            ?.querySelector<HTMLButtonElement>('button[type="submit"]')
            ?.focus();
        }}
      />
    </>
  );
}
