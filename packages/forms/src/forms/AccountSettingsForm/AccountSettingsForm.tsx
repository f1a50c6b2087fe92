import type { MessageId } from "@rawafed/i18n";
import { RadioGroup } from "../../fields/RadioGroup/RadioGroup";
import {
  type AccountSettingsInput,
  type AccountSettingsValues,
  accountSettingsSchema,
} from "../../schemas/comics";
import type { SubmitResult } from "../../server-errors";
import { Controlled } from "../shared/Controlled";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface AccountSettingsFormProps {
  onSubmit: (values: AccountSettingsValues) => Promise<SubmitResult>;
  /** The account's settings now. */
  defaultValues: AccountSettingsValues;
  id?: string;
  titleLevel?: 1 | 2 | 3;
}

const labels = {
  mailLocale: "comics.field.mailLocale",
} as const satisfies Record<keyof AccountSettingsInput, MessageId>;

/** Each language by its own name, in its own language, whatever the page's. */
const mailLocales = (["en", "ar"] as const).map((locale) => ({
  value: locale,
  label: "comics.account.mailLocale.option" as const,
  labelValues: { locale },
  lang: locale,
}));

/** The account's settings: the language of the e-mails it is sent, saved with a button. */
export function AccountSettingsForm({
  onSubmit,
  defaultValues,
  id = "account-settings",
  titleLevel = 2,
}: AccountSettingsFormProps) {
  const rule = useRuleForm(accountSettingsSchema, {
    id,
    onSubmit,
    stays: true,
    fields: Object.entries(labels) as [keyof typeof labels, MessageId][],
    defaultValues,
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="comics.account.mailLocale.title"
      titleLevel={titleLevel}
      submitLabel="action.save"
      success="comics.account.mailLocale.saved"
    >
      <Controlled<typeof accountSettingsSchema, string> rule={rule} name="mailLocale">
        {(field) => (
          <RadioGroup
            {...field}
            label={labels.mailLocale}
            hint="comics.account.mailLocale.hint"
            options={mailLocales}
            stacked
          />
        )}
      </Controlled>
    </RuleFormFrame>
  );
}
