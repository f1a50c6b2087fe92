import type { MessageId } from "@rawafed/i18n";
import { TextareaField } from "../../fields/TextareaField/TextareaField";
import {
  type PageTranscriptInput,
  type PageTranscriptValues,
  pageTranscriptSchema,
} from "../../schemas/comics";
import { TRANSCRIPT_MAX } from "../../schemas/constants";
import type { SubmitResult } from "../../server-errors";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface PageTranscriptFormProps {
  /** The page (from 1) and the chapter's page count. */
  page: number;
  total: number;
  /** The page's transcript as saved. */
  transcript?: string;
  /** The chapter's language: the transcript is typed in it. */
  lang?: string;
  dir?: "ltr" | "rtl";
  onSubmit: (values: PageTranscriptValues) => Promise<SubmitResult>;
  /** Unique on the page: one form per page of the chapter. */
  id: string;
  titleLevel?: 2 | 3;
}

const label = "form.transcript.label" satisfies MessageId;

/**
 * A page's transcript, as its translator writes it: the balloons, captions and sound effects in
 * reading order, in the chapter's language and direction. Saved on its own (the other pages' text
 * stays as typed); emptied and saved, the page has none again.
 */
export function PageTranscriptForm({
  page,
  total,
  transcript = "",
  lang,
  dir,
  onSubmit,
  id,
  titleLevel = 2,
}: PageTranscriptFormProps) {
  const rule = useRuleForm(pageTranscriptSchema, {
    id,
    onSubmit,
    stays: true,
    fields: [["transcript", label, { page }]] as [
      keyof PageTranscriptInput,
      MessageId,
      { page: number },
    ][],
    defaultValues: { transcript },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="form.transcript.title"
      titleValues={{ page, total }}
      titleLevel={titleLevel}
      submitLabel="form.transcript.save"
      success="form.transcript.saved"
      successValues={{ page }}
      compact
    >
      <TextareaField
        {...rule.input("transcript")}
        label={label}
        labelValues={{ page }}
        hint="form.transcript.hint"
        count="characters"
        max={TRANSCRIPT_MAX}
        rows={4}
        lang={lang}
        dir={dir}
      />
    </RuleFormFrame>
  );
}
