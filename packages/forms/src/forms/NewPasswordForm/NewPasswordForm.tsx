import type { MessageId } from "@rawafed/i18n";
import { PasswordField } from "../../fields/PasswordField/PasswordField";
import {
  type NewPasswordInput,
  type NewPasswordValues,
  newPasswordSchema,
} from "../../schemas/comics";
import type { SubmitResult } from "../../server-errors";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface NewPasswordFormProps {
  onSubmit: (values: NewPasswordValues) => Promise<SubmitResult>;
  id?: string;
  titleLevel?: 1 | 2;
}

const labels = {
  password: "comics.field.newPassword",
  confirmPassword: "comics.field.confirmPassword",
} as const satisfies Record<keyof NewPasswordInput, MessageId>;

/** Step 3 of the password reset: the new password, with its criteria ticked live, twice. */
export function NewPasswordForm({
  onSubmit,
  id = "new-password",
  titleLevel = 1,
}: NewPasswordFormProps) {
  const rule = useRuleForm(newPasswordSchema, {
    id,
    onSubmit,
    fields: Object.entries(labels) as [keyof typeof labels, MessageId][],
    defaultValues: { password: "", confirmPassword: "" },
    confirm: { password: "confirmPassword" },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="comics.newPassword.title"
      titleLevel={titleLevel}
      intro="comics.newPassword.hint"
      submitLabel="action.save"
      success="comics.newPassword.success"
    >
      <PasswordField
        {...rule.input("password")}
        label={labels.password}
        required
        showCriteria
        autoComplete="new-password"
      />
      <PasswordField
        {...rule.input("confirmPassword")}
        label={labels.confirmPassword}
        required
        autoComplete="new-password"
      />
    </RuleFormFrame>
  );
}
