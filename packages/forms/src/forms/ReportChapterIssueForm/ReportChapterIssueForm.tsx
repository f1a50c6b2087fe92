import type { MessageId } from "@rawafed/i18n";
import { RadioGroup } from "../../fields/RadioGroup/RadioGroup";
import { TextareaField } from "../../fields/TextareaField/TextareaField";
import {
  type ReportChapterIssueInput,
  type ReportChapterIssueValues,
  reportChapterIssueSchema,
} from "../../schemas/comics";
import { chapterIssues, SUMMARY_MAX } from "../../schemas/constants";
import type { SubmitResult } from "../../server-errors";
import { Controlled } from "../shared/Controlled";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface ReportChapterIssueFormProps {
  onSubmit: (values: ReportChapterIssueValues) => Promise<SubmitResult>;
  id?: string;
  titleLevel?: 1 | 2 | 3;
}

const labels = {
  issue: "comics.report.title",
  details: "form.report.details",
} as const satisfies Record<keyof ReportChapterIssueInput, MessageId>;

const issueOptions = chapterIssues.map((value) => ({
  value,
  label: `comics.report.${value}` as const,
}));

/** The reader's "report an issue": one of three problems and optional details. */
export function ReportChapterIssueForm({
  onSubmit,
  id = "report",
  titleLevel = 2,
}: ReportChapterIssueFormProps) {
  const rule = useRuleForm(reportChapterIssueSchema, {
    id,
    onSubmit,
    fields: Object.entries(labels) as [keyof typeof labels, MessageId][],
    defaultValues: { issue: "", details: "" },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="comics.reader.report"
      titleLevel={titleLevel}
      submitLabel="action.send"
      success="comics.report.sent"
    >
      <Controlled<typeof reportChapterIssueSchema, string> rule={rule} name="issue">
        {(field) => (
          <RadioGroup {...field} label={labels.issue} options={issueOptions} required stacked />
        )}
      </Controlled>
      <TextareaField
        {...rule.input("details")}
        label={labels.details}
        count="characters"
        max={SUMMARY_MAX}
      />
    </RuleFormFrame>
  );
}
