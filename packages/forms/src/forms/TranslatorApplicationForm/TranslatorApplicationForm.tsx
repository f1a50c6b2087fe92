import type { MessageId } from "@rawafed/i18n";
import { CheckboxGroup } from "../../fields/CheckboxGroup/CheckboxGroup";
import { SelectField } from "../../fields/SelectField/SelectField";
import { TextareaField } from "../../fields/TextareaField/TextareaField";
import {
  type TranslatorApplicationInput,
  type TranslatorApplicationValues,
  translatorApplicationSchema,
} from "../../schemas/comics";
import { MESSAGE_MAX, translatorLanguages } from "../../schemas/constants";
import type { SubmitResult } from "../../server-errors";
import { Controlled } from "../shared/Controlled";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface TranslatorApplicationFormProps {
  onSubmit: (values: TranslatorApplicationValues) => Promise<SubmitResult>;
  /**
   * The teams the applicant may ask to join, by id, named as they are (not messages). Given and
   * not empty, a select offers them (or no team).
   */
  teams?: readonly { id: string; name: string }[];
  id?: string;
  titleLevel?: 1 | 2;
}

const labels = {
  languages: "comics.field.languages",
  team: "form.translator.team",
  message: "form.translator.message",
} as const satisfies Record<keyof TranslatorApplicationInput, MessageId>;

const languageOptions = translatorLanguages.map((value) => ({
  value,
  label: `language.${value}` as const,
}));

/** "Become a translator": the languages (at least one) and the applicant's experience. */
export function TranslatorApplicationForm({
  onSubmit,
  teams = [],
  id = "translator",
  titleLevel = 1,
}: TranslatorApplicationFormProps) {
  // Without teams the form has no team field, and its values no `team`.
  const withTeams = teams.length > 0;
  const rule = useRuleForm(translatorApplicationSchema, {
    id,
    onSubmit,
    fields: (Object.entries(labels) as [keyof typeof labels, MessageId][]).filter(
      ([name]) => withTeams || name !== "team",
    ),
    defaultValues: { languages: [], ...(withTeams ? { team: "" } : {}), message: "" },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="comics.translatorApplication.title"
      titleLevel={titleLevel}
      intro="comics.translatorApplication.body"
      submitLabel="action.submit"
      success="comics.notice.translatorApplication"
    >
      <Controlled<typeof translatorApplicationSchema, string[]> rule={rule} name="languages">
        {(field) => (
          <CheckboxGroup
            {...field}
            label={labels.languages}
            hint="form.translator.languagesHint"
            required
            options={languageOptions}
          />
        )}
      </Controlled>
      {withTeams ? (
        <SelectField
          {...rule.choice("team")}
          label={labels.team}
          placeholder="form.translator.noTeam"
          options={teams.map(({ id, name }) => ({ value: id, text: name }))}
        />
      ) : null}
      <TextareaField
        {...rule.input("message")}
        label={labels.message}
        required
        count="characters"
        max={MESSAGE_MAX}
      />
    </RuleFormFrame>
  );
}
