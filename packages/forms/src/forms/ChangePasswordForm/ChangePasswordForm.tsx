import type { MessageId } from "@rawafed/i18n";
import { useState } from "react";
import { PasswordField } from "../../fields/PasswordField/PasswordField";
import {
  type ChangePasswordInput,
  type ChangePasswordValues,
  changePasswordSchema,
} from "../../schemas/comics";
import type { SubmitResult } from "../../server-errors";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface ChangePasswordFormProps {
  /** Changes the password; a wrong current password is `{ fieldErrors: { currentPassword } }`. */
  onSubmit: (values: ChangePasswordValues) => Promise<SubmitResult>;
  id?: string;
  titleLevel?: 1 | 2 | 3;
}

const labels = {
  currentPassword: "comics.field.currentPassword",
  newPassword: "comics.field.newPassword",
  confirmNewPassword: "comics.field.confirmPassword",
} as const satisfies Record<keyof ChangePasswordInput, MessageId>;

const empty = { currentPassword: "", newPassword: "", confirmNewPassword: "" };

/**
 * A signed-in person's change of password: the current one, then the new one (its criteria ticked
 * live) twice. Once changed, the fields are emptied and the message says the other devices were
 * logged out.
 */
export function ChangePasswordForm({
  onSubmit,
  id = "change-password",
  titleLevel = 2,
}: ChangePasswordFormProps) {
  // The fields are drawn anew once emptied: their criteria and show-password state start over.
  const [round, setRound] = useState(0);
  const rule = useRuleForm(changePasswordSchema, {
    id,
    onSubmit,
    stays: true,
    fields: Object.entries(labels) as [keyof typeof labels, MessageId][],
    defaultValues: empty,
    confirm: { newPassword: "confirmNewPassword" },
    onSuccess: () => {
      rule.form.reset(empty);
      setRound((count) => count + 1);
    },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="comics.account.password.title"
      titleLevel={titleLevel}
      intro="comics.newPassword.hint"
      submitLabel="comics.account.password.title"
      success="comics.account.password.changed"
    >
      <PasswordField
        key={`current-${round}`}
        {...rule.input("currentPassword")}
        label={labels.currentPassword}
        required
        autoComplete="current-password"
      />
      <PasswordField
        key={`new-${round}`}
        {...rule.input("newPassword")}
        label={labels.newPassword}
        required
        showCriteria
        autoComplete="new-password"
      />
      <PasswordField
        key={`confirm-${round}`}
        {...rule.input("confirmNewPassword")}
        label={labels.confirmNewPassword}
        required
        autoComplete="new-password"
      />
    </RuleFormFrame>
  );
}
