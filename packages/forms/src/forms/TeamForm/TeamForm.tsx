import type { MessageId } from "@rawafed/i18n";
import { isolate } from "@rawafed/i18n";
import { useState } from "react";
import { CheckboxGroup } from "../../fields/CheckboxGroup/CheckboxGroup";
import { TextareaField } from "../../fields/TextareaField/TextareaField";
import { TextField } from "../../fields/TextField/TextField";
import { type TeamInput, type TeamValues, teamSchema } from "../../schemas/comics";
import { TEAM_DESCRIPTION_MAX, translationLanguages } from "../../schemas/constants";
import type { SubmitResult } from "../../server-errors";
import { Controlled } from "../shared/Controlled";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface TeamFormProps {
  onSubmit: (values: TeamValues) => Promise<SubmitResult>;
  id?: string;
  titleLevel?: 2 | 3;
}

const labels = {
  name: "form.team.name",
  description: "form.team.description",
  languages: "form.team.languages",
} as const satisfies Record<keyof TeamInput, MessageId>;

const languageOptions = translationLanguages.map((value) => ({
  value,
  label: `language.${value}` as const,
}));

const empty = { name: "", description: "", languages: [] };

/**
 * "Create a team": a translator team's name, description and languages. Its creator leads it. The
 * form stays: once the team is created it is emptied for another one, and a status names the team.
 */
export function TeamForm({ onSubmit, id = "team", titleLevel = 2 }: TeamFormProps) {
  // The textarea is drawn anew once emptied: its character count starts over.
  const [round, setRound] = useState(0);
  const [created, setCreated] = useState("");
  const rule = useRuleForm(teamSchema, {
    id,
    onSubmit,
    stays: true,
    fields: Object.entries(labels) as [keyof typeof labels, MessageId][],
    defaultValues: empty,
    onSuccess: (values) => {
      setCreated(values.name);
      rule.form.reset(empty);
      setRound((count) => count + 1);
    },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="form.team.title"
      titleLevel={titleLevel}
      intro="form.team.intro"
      submitLabel="form.team.submit"
      success="form.team.created"
      successValues={{ name: isolate(created) }}
    >
      <TextField {...rule.input("name")} label={labels.name} hint="form.team.nameHint" required />
      <TextareaField
        key={round}
        {...rule.input("description")}
        label={labels.description}
        hint="form.team.descriptionHint"
        count="characters"
        max={TEAM_DESCRIPTION_MAX}
        rows={4}
      />
      <Controlled<typeof teamSchema, string[]> rule={rule} name="languages">
        {(field) => (
          <CheckboxGroup
            {...field}
            label={labels.languages}
            hint="form.team.languagesHint"
            required
            options={languageOptions}
          />
        )}
      </Controlled>
    </RuleFormFrame>
  );
}
