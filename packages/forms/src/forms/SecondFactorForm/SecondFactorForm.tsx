import { Button } from "@rawafed/design-system";
import { type MessageId, useT } from "@rawafed/i18n";
import { TextField } from "../../fields/TextField/TextField";
import { type SecondFactorValues, secondFactorSchema } from "../../schemas/comics";
import type { SubmitResult } from "../../server-errors";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

/** The texts of each use: the log-in's second step, or confirming a newly added app. */
const texts = {
  logIn: {
    title: "comics.secondFactor.title",
    intro: "comics.secondFactor.intro",
    hint: "form.secondFactor.hint",
    submit: "form.secondFactor.submit",
    success: "form.secondFactor.success",
  },
  setUp: {
    title: "comics.twoFactor.confirm.title",
    intro: "comics.twoFactor.confirm.intro",
    hint: undefined,
    submit: "comics.twoFactor.confirm.submit",
    success: "comics.twoFactor.confirm.done",
  },
} as const satisfies Record<string, Record<string, MessageId | undefined>>;

export interface SecondFactorFormProps {
  /** `setUp`: the first code of an app just added, which turns the protection on. */
  purpose?: keyof typeof texts;
  /** Receives the code as typed, in Latin digits: an app's 6 digits or a backup code. */
  onSubmit: (values: SecondFactorValues) => Promise<SubmitResult>;
  /** Back to the first step (another account, or a log-in that has expired). */
  onRestart?: () => void;
  id?: string;
  titleLevel?: 1 | 2 | 3;
}

const labels = { code: "form.secondFactor.label" } as const satisfies Record<string, MessageId>;

/**
 * The second step of a log-in: the code of an authenticator app, or one of the backup codes, in
 * one field (what a password manager fills, and what a pasted code lands in whole).
 */
export function SecondFactorForm({
  purpose = "logIn",
  onSubmit,
  onRestart,
  id = "second-factor",
  titleLevel = 1,
}: SecondFactorFormProps) {
  const t = useT();
  const say = texts[purpose];
  const rule = useRuleForm(secondFactorSchema, {
    id,
    onSubmit,
    fields: [["code", labels.code]],
    defaultValues: { code: "" },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title={say.title}
      titleLevel={titleLevel}
      intro={say.intro}
      submitLabel={say.submit}
      success={say.success}
      secondaryAction={
        onRestart ? (
          <Button variant="ghost" onClick={onRestart}>
            {t("comics.secondFactor.restart")}
          </Button>
        ) : null
      }
    >
      <TextField
        {...rule.input("code")}
        label={labels.code}
        hint={say.hint}
        required
        dir="ltr"
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        autoFocus
      />
    </RuleFormFrame>
  );
}
