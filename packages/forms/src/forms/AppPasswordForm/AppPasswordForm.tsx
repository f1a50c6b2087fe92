import { TextField } from "../../fields/TextField/TextField";
import { type AppPasswordValues, appPasswordSchema } from "../../schemas/comics";
import type { SubmitResult } from "../../server-errors";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface AppPasswordFormProps {
  /** Makes the app password; the page then shows it, once. */
  onSubmit: (values: AppPasswordValues) => Promise<SubmitResult>;
  id?: string;
  titleLevel?: 2 | 3;
}

/** A new app password for a reading app, named after the app so it can be told apart later. */
export function AppPasswordForm({
  onSubmit,
  id = "new-app-password",
  titleLevel = 3,
}: AppPasswordFormProps) {
  const rule = useRuleForm(appPasswordSchema, {
    id,
    onSubmit,
    fields: [["name", "comics.field.appPasswordName"]],
    defaultValues: { name: "" },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="comics.appPasswords.add"
      titleLevel={titleLevel}
      intro="comics.appPasswords.addIntro"
      submitLabel="comics.appPasswords.add"
      success="comics.appPasswords.addedDone"
    >
      <TextField
        {...rule.input("name")}
        label="comics.field.appPasswordName"
        hint="comics.field.appPasswordNameHint"
        autoComplete="off"
        required
      />
    </RuleFormFrame>
  );
}
