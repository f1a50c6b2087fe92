import type { MessageId } from "@rawafed/i18n";
import { FileField } from "../../fields/FileField/FileField";
import { SelectField } from "../../fields/SelectField/SelectField";
import { TextareaField } from "../../fields/TextareaField/TextareaField";
import { TextField } from "../../fields/TextField/TextField";
import type { FileLike } from "../../rules/rules";
import {
  CV_MAX_BYTES,
  cvExtensions,
  HONEYPOT_FIELD,
  MESSAGE_MAX,
  SUMMARY_MAX,
} from "../../schemas/constants";
import {
  type JobApplicationFormInput,
  type JobApplicationFormValues,
  jobApplicationFormSchema,
} from "../../schemas/corporate";
import type { SubmitResult } from "../../server-errors";
import { Controlled } from "../shared/Controlled";
import * as styles from "../shared/form.css";
import { Honeypot } from "../shared/Honeypot";
import { PrivacyNotice } from "../shared/PrivacyNotice";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface JobApplicationFormProps {
  /** Receives the text fields and the CV (`File`); the server checks the file again. */
  onSubmit: (values: JobApplicationFormValues) => Promise<SubmitResult>;
  id?: string;
  defaultValues?: Partial<JobApplicationFormInput>;
  /**
   * The open positions to choose from (value: the opening's slug), the first choice being a
   * spontaneous application; the field is left out without them.
   */
  positions?: readonly { value: string; text: string }[];
  /** How long applications are kept, in days (the server's setting), told before sending. */
  retentionDays: number;
}

const labels = {
  position: "form.job.position",
  name: "form.field.name",
  email: "form.field.email",
  phone: "form.field.phone",
  city: "form.field.city",
  company: "form.field.company",
  summary: "form.job.summary",
  cv: "form.job.cv",
  message: "form.field.message",
} as const satisfies Record<keyof Omit<JobApplicationFormInput, typeof HONEYPOT_FIELD>, MessageId>;

/** The careers page's application: contact details, a summary, the CV and a message. */
export function JobApplicationForm({
  onSubmit,
  id = "job",
  defaultValues,
  positions,
  retentionDays,
}: JobApplicationFormProps) {
  const rule = useRuleForm(jobApplicationFormSchema, {
    id,
    onSubmit,
    fields: Object.entries(labels) as [keyof typeof labels, MessageId][],
    defaultValues: {
      position: "",
      name: "",
      email: "",
      phone: "",
      city: "",
      company: "",
      summary: "",
      cv: null,
      message: "",
      [HONEYPOT_FIELD]: "",
      ...defaultValues,
    },
  });
  return (
    <RuleFormFrame
      rule={rule}
      submitLabel="action.apply"
      success="form.job.success"
      after={<PrivacyNotice message="form.privacy.retentionApplication" days={retentionDays} />}
    >
      {positions && positions.length > 0 ? (
        <SelectField
          {...rule.input("position")}
          label={labels.position}
          placeholder="form.job.spontaneous"
          options={positions}
        />
      ) : null}
      <TextField {...rule.input("name")} label={labels.name} required autoComplete="name" />
      <div className={styles.row}>
        <TextField
          {...rule.input("email")}
          type="email"
          label={labels.email}
          required
          autoComplete="email"
        />
        <TextField
          {...rule.input("phone")}
          type="tel"
          label={labels.phone}
          hint="form.field.phoneHint"
          required
          autoComplete="tel"
        />
      </div>
      <div className={styles.row}>
        <TextField
          {...rule.input("city")}
          label={labels.city}
          required
          autoComplete="address-level2"
        />
        <TextField {...rule.input("company")} label={labels.company} autoComplete="organization" />
      </div>
      <TextareaField
        {...rule.input("summary")}
        label={labels.summary}
        hint="form.job.summaryHint"
        required
        count="characters"
        max={SUMMARY_MAX}
      />
      <Controlled<typeof jobApplicationFormSchema, FileLike | null> rule={rule} name="cv">
        {(field) => (
          <FileField
            {...field}
            label={labels.cv}
            required
            extensions={cvExtensions}
            maxBytes={CV_MAX_BYTES}
          />
        )}
      </Controlled>
      <TextareaField
        {...rule.input("message")}
        label={labels.message}
        count="characters"
        max={MESSAGE_MAX}
      />
      <Honeypot rule={rule} />
    </RuleFormFrame>
  );
}
