import type { MessageId } from "@rawafed/i18n";
import { PasswordField } from "../../fields/PasswordField/PasswordField";
import { type PasswordCheckValues, passwordCheckSchema } from "../../schemas/comics";
import type { SubmitResult } from "../../server-errors";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface PasswordConfirmFormProps {
  /** A wrong password is `{ fieldErrors: { password: "validation.currentPassword" } }`. */
  onSubmit: (values: PasswordCheckValues) => Promise<SubmitResult>;
  /** What the password confirms: the form's title and its button. */
  title: MessageId;
  intro?: MessageId;
  submitLabel: MessageId;
  success: MessageId;
  /** A change that takes something away (turning a protection off). */
  danger?: boolean;
  id: string;
  titleLevel?: 2 | 3;
}

/** A change to the account's security, confirmed with its password first. */
export function PasswordConfirmForm({
  onSubmit,
  title,
  intro,
  submitLabel,
  success,
  danger,
  id,
  titleLevel = 3,
}: PasswordConfirmFormProps) {
  const rule = useRuleForm(passwordCheckSchema, {
    id,
    onSubmit,
    fields: [["password", "comics.field.password"]],
    defaultValues: { password: "" },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title={title}
      titleLevel={titleLevel}
      intro={intro}
      submitLabel={submitLabel}
      success={success}
      danger={danger}
    >
      <PasswordField
        {...rule.input("password")}
        label="comics.field.password"
        required
        autoComplete="current-password"
      />
    </RuleFormFrame>
  );
}
