import type { MessageId } from "@rawafed/i18n";
import { isolate } from "@rawafed/i18n";
import { useState } from "react";
import { TextField } from "../../fields/TextField/TextField";
import { type ForgotPasswordValues, forgotPasswordSchema } from "../../schemas/comics";
import type { SubmitResult } from "../../server-errors";
import { AuthLink } from "../shared/AuthLinks";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface ForgotPasswordFormProps {
  onSubmit: (values: ForgotPasswordValues) => Promise<SubmitResult>;
  id?: string;
  titleLevel?: 1 | 2;
  loginHref?: string;
}

const labels = { email: "form.field.email" } as const satisfies Record<string, MessageId>;

/** Step 1 of the password reset: the e-mail that receives a 6-digit code. */
export function ForgotPasswordForm({
  onSubmit,
  id = "forgot",
  titleLevel = 1,
  loginHref,
}: ForgotPasswordFormProps) {
  const [sentTo, setSentTo] = useState("");
  const rule = useRuleForm(forgotPasswordSchema, {
    id,
    onSubmit,
    fields: [["email", labels.email]],
    defaultValues: { email: "" },
    onSuccess: (values) => setSentTo(values.email),
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="comics.forgotPassword.title"
      titleLevel={titleLevel}
      intro="comics.forgotPassword.body"
      submitLabel="form.forgotPassword.submit"
      success="comics.resetCode.sent"
      successValues={{ email: isolate(sentTo) }}
      after={loginHref ? <AuthLink action="comics.login.title" href={loginHref} /> : null}
    >
      <TextField
        {...rule.input("email")}
        type="email"
        label={labels.email}
        required
        autoComplete="email"
      />
    </RuleFormFrame>
  );
}
