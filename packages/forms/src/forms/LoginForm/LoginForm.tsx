import type { MessageId } from "@rawafed/i18n";
import { PasswordField } from "../../fields/PasswordField/PasswordField";
import { TextField } from "../../fields/TextField/TextField";
import { type LoginInput, type LoginValues, loginSchema } from "../../schemas/comics";
import type { SubmitResult } from "../../server-errors";
import { AuthLink } from "../shared/AuthLinks";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => Promise<SubmitResult>;
  id?: string;
  titleLevel?: 1 | 2;
  forgotPasswordHref?: string;
  signUpHref?: string;
}

const labels = {
  email: "form.field.email",
  password: "comics.field.password",
} as const satisfies Record<keyof LoginInput, MessageId>;

export function LoginForm({
  onSubmit,
  id = "login",
  titleLevel = 1,
  forgotPasswordHref,
  signUpHref,
}: LoginFormProps) {
  const rule = useRuleForm(loginSchema, {
    id,
    onSubmit,
    fields: Object.entries(labels) as [keyof typeof labels, MessageId][],
    defaultValues: { email: "", password: "" },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="comics.login.title"
      titleLevel={titleLevel}
      submitLabel="comics.login.submit"
      success="form.login.success"
      after={
        <>
          {forgotPasswordHref ? (
            <AuthLink action="comics.forgotPassword.title" href={forgotPasswordHref} />
          ) : null}
          {signUpHref ? (
            <AuthLink
              question="comics.login.noAccount"
              action="comics.signup.title"
              href={signUpHref}
            />
          ) : null}
        </>
      }
    >
      <TextField
        {...rule.input("email")}
        type="email"
        label={labels.email}
        required
        autoComplete="email"
      />
      <PasswordField
        {...rule.input("password")}
        label={labels.password}
        required
        autoComplete="current-password"
      />
    </RuleFormFrame>
  );
}
