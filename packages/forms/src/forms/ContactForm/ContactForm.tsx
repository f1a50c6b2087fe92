import type { MessageId } from "@rawafed/i18n";
import { TextareaField } from "../../fields/TextareaField/TextareaField";
import { TextField } from "../../fields/TextField/TextField";
import { HONEYPOT_FIELD, MESSAGE_MAX } from "../../schemas/constants";
import { type ContactInput, type ContactValues, contactSchema } from "../../schemas/corporate";
import type { SubmitResult } from "../../server-errors";
import { Honeypot } from "../shared/Honeypot";
import { PrivacyNotice } from "../shared/PrivacyNotice";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface ContactFormProps {
  onSubmit: (values: ContactValues) => Promise<SubmitResult>;
  /** Prefix of the field ids. */
  id?: string;
  defaultValues?: Partial<ContactInput>;
  /** How long messages are kept, in days (the server's setting), told before sending. */
  retentionDays: number;
}

const labels = {
  name: "form.field.name",
  email: "form.field.email",
  phone: "form.field.phone",
  subject: "form.contact.subject",
  message: "form.field.message",
} as const satisfies Partial<Record<keyof ContactInput, MessageId>>;

/** The contact page's form: name, e-mail, phone, subject and message. */
export function ContactForm({
  onSubmit,
  id = "contact",
  defaultValues,
  retentionDays,
}: ContactFormProps) {
  const rule = useRuleForm(contactSchema, {
    id,
    onSubmit,
    fields: Object.entries(labels) as [keyof typeof labels, MessageId][],
    defaultValues: {
      name: "",
      email: "",
      phone: "",
      subject: "",
      message: "",
      [HONEYPOT_FIELD]: "",
      ...defaultValues,
    },
  });
  return (
    <RuleFormFrame
      rule={rule}
      submitLabel="action.send"
      success="form.contact.success"
      // Under the button: it moves nothing the visitor aims at as fields show their messages.
      after={<PrivacyNotice message="form.privacy.retention" days={retentionDays} />}
    >
      <TextField {...rule.input("name")} label={labels.name} required autoComplete="name" />
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
        autoComplete="tel"
      />
      <TextField {...rule.input("subject")} label={labels.subject} />
      <TextareaField
        {...rule.input("message")}
        label={labels.message}
        required
        count="characters"
        max={MESSAGE_MAX}
      />
      <Honeypot rule={rule} />
    </RuleFormFrame>
  );
}
