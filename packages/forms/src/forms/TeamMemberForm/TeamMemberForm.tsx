import type { MessageId } from "@rawafed/i18n";
import { isolate } from "@rawafed/i18n";
import { useState } from "react";
import { TextField } from "../../fields/TextField/TextField";
import {
  type TeamMemberInput,
  type TeamMemberValues,
  teamMemberSchema,
} from "../../schemas/comics";
import type { SubmitResult } from "../../server-errors";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface TeamMemberFormProps {
  /** The team's name, as its leader wrote it (not a message). */
  teamName: string;
  onSubmit: (values: TeamMemberValues) => Promise<SubmitResult>;
  /** Unique on the page: one form per team the person leads. */
  id: string;
  titleLevel?: 2 | 3 | 4;
}

const labels = {
  email: "form.teamMember.email",
} as const satisfies Record<keyof TeamMemberInput, MessageId>;

const empty = { email: "" };

/**
 * A team's leader adds a translator to the team by their account's e-mail address. The server
 * answers on the field when no translator has it (`form.teamMember.notTranslator`) or when they
 * are a member already (`form.teamMember.alreadyMember`). The form stays: once a member is added
 * it is emptied for the next one, and a status names who was added.
 */
export function TeamMemberForm({ teamName, onSubmit, id, titleLevel = 3 }: TeamMemberFormProps) {
  const [added, setAdded] = useState("");
  const rule = useRuleForm(teamMemberSchema, {
    id,
    onSubmit,
    stays: true,
    fields: Object.entries(labels) as [keyof typeof labels, MessageId][],
    defaultValues: empty,
    onSuccess: (values) => {
      setAdded(values.email);
      rule.form.reset(empty);
    },
  });
  // The team's name is the person's text, in any direction: isolated within the sentence.
  const team = isolate(teamName);
  return (
    <RuleFormFrame
      rule={rule}
      title="form.teamMember.title"
      titleValues={{ team }}
      titleLevel={titleLevel}
      submitLabel="form.teamMember.submit"
      success="form.teamMember.added"
      successValues={{ email: isolate(added), team }}
      compact
    >
      <TextField
        {...rule.input("email")}
        type="email"
        label={labels.email}
        hint="form.teamMember.emailHint"
        required
        autoComplete="off"
        spellCheck={false}
      />
    </RuleFormFrame>
  );
}
