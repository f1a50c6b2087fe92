import type { MessageId } from "@rawafed/i18n";
import { TextareaField } from "../../fields/TextareaField/TextareaField";
import { TextField } from "../../fields/TextField/TextField";
import {
  type AskForComicInput,
  type AskForComicValues,
  askForComicSchema,
} from "../../schemas/comics";
import { SUMMARY_MAX } from "../../schemas/constants";
import type { SubmitResult } from "../../server-errors";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface AskForComicFormProps {
  onSubmit: (values: AskForComicValues) => Promise<SubmitResult>;
  id?: string;
  titleLevel?: 1 | 2;
}

const labels = {
  comicName: "form.askComic.comicName",
  chapter: "form.askComic.chapter",
  details: "form.askComic.details",
} as const satisfies Record<keyof AskForComicInput, MessageId>;

/** Ask for a comic or a chapter to be added. */
export function AskForComicForm({
  onSubmit,
  id = "ask-comic",
  titleLevel = 1,
}: AskForComicFormProps) {
  const rule = useRuleForm(askForComicSchema, {
    id,
    onSubmit,
    fields: Object.entries(labels) as [keyof typeof labels, MessageId][],
    defaultValues: { comicName: "", chapter: "", details: "" },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="comics.request.title"
      titleLevel={titleLevel}
      intro="comics.request.body"
      submitLabel="action.send"
      success="comics.request.sent"
    >
      <TextField {...rule.input("comicName")} label={labels.comicName} required />
      <TextField {...rule.input("chapter")} label={labels.chapter} />
      <TextareaField
        {...rule.input("details")}
        label={labels.details}
        hint="form.askComic.detailsHint"
        required
        count="characters"
        max={SUMMARY_MAX}
      />
    </RuleFormFrame>
  );
}
