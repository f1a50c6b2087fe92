import { Button } from "@rawafed/design-system";
import { isolate, type MessageId, useT } from "@rawafed/i18n";
import { CodeInput } from "../../fields/CodeInput/CodeInput";
import { type ResetCodeValues, resetCodeSchema } from "../../schemas/comics";
import { RESET_CODE_LENGTH } from "../../schemas/constants";
import type { SubmitResult } from "../../server-errors";
import { Controlled } from "../shared/Controlled";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface ResetCodeFormProps {
  /** Receives the code in Latin digits, whatever digits were typed. */
  onSubmit: (values: ResetCodeValues) => Promise<SubmitResult>;
  /** The address the code went to, repeated for the visitor. */
  email?: string;
  /** Asks for a new code. */
  onResend?: () => void;
  id?: string;
  titleLevel?: 1 | 2;
}

const labels = { code: "form.resetCode.label" } as const satisfies Record<string, MessageId>;

/** Step 2 of the password reset: the 6-digit code, in six cells. */
export function ResetCodeForm({
  onSubmit,
  email,
  onResend,
  id = "reset-code",
  titleLevel = 1,
}: ResetCodeFormProps) {
  const t = useT();
  const rule = useRuleForm(resetCodeSchema, {
    id,
    onSubmit,
    fields: [["code", labels.code]],
    defaultValues: { code: "" },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="comics.resetCode.title"
      titleLevel={titleLevel}
      intro={email ? "comics.resetCode.sent" : undefined}
      introValues={{ email: isolate(email ?? "") }}
      submitLabel="form.resetCode.submit"
      success="form.resetCode.success"
      secondaryAction={
        onResend ? (
          <Button variant="ghost" onClick={onResend}>
            {t("comics.resetCode.resend")}
          </Button>
        ) : null
      }
    >
      <Controlled<typeof resetCodeSchema, string> rule={rule} name="code" validateOnChange={false}>
        {(field) => (
          <CodeInput {...field} label={labels.code} length={RESET_CODE_LENGTH} required />
        )}
      </Controlled>
    </RuleFormFrame>
  );
}
