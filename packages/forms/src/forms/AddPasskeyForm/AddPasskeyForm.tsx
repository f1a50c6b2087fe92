import { TextField } from "../../fields/TextField/TextField";
import { type AddPasskeyValues, addPasskeySchema } from "../../schemas/comics";
import type { SubmitResult } from "../../server-errors";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface AddPasskeyFormProps {
  /**
   * Makes the passkey (the browser asks the device); a refusal is a form error, as
   * `{ fieldErrors: { [FORM_ERROR]: "comics.passkeys.cancelled" } }`.
   */
  onSubmit: (values: AddPasskeyValues) => Promise<SubmitResult>;
  id?: string;
  titleLevel?: 2 | 3;
}

/** Adding a passkey: a name to tell it apart later (optional), then the device's own dialog. */
export function AddPasskeyForm({
  onSubmit,
  id = "add-passkey",
  titleLevel = 3,
}: AddPasskeyFormProps) {
  const rule = useRuleForm(addPasskeySchema, {
    id,
    onSubmit,
    fields: [["name", "comics.field.passkeyName"]],
    defaultValues: { name: "" },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="comics.passkeys.add"
      titleLevel={titleLevel}
      intro="comics.passkeys.addIntro"
      submitLabel="comics.passkeys.add"
      success="comics.passkeys.addedDone"
    >
      <TextField
        {...rule.input("name")}
        label="comics.field.passkeyName"
        hint="comics.field.passkeyNameHint"
        autoComplete="off"
      />
    </RuleFormFrame>
  );
}
