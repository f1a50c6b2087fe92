import type { MessageId } from "@rawafed/i18n";
import { TextField } from "../../fields/TextField/TextField";
import { HONEYPOT_FIELD } from "../../schemas/constants";
import { type NewsletterValues, newsletterSchema } from "../../schemas/corporate";
import type { SubmitResult } from "../../server-errors";
import { Honeypot } from "../shared/Honeypot";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface NewsletterFormProps {
  onSubmit: (values: NewsletterValues) => Promise<SubmitResult>;
  id?: string;
  /** The heading level in the page (the footer uses 2). */
  titleLevel?: 2 | 3;
  /** False where the surroundings already title it (the site footer's newsletter column). */
  titled?: boolean;
}

const labels = { email: "form.newsletter.email" } as const satisfies Record<string, MessageId>;

/** The compact newsletter subscription of the footer: one e-mail field. */
export function NewsletterForm({
  onSubmit,
  id = "newsletter",
  titleLevel = 2,
  titled = true,
}: NewsletterFormProps) {
  const rule = useRuleForm(newsletterSchema, {
    id,
    onSubmit,
    fields: [["email", labels.email]],
    defaultValues: { email: "", [HONEYPOT_FIELD]: "" },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title={titled ? "form.newsletter.title" : undefined}
      titleLevel={titleLevel}
      submitLabel="action.subscribe"
      success="form.newsletter.success"
      compact
    >
      <TextField
        {...rule.input("email")}
        type="email"
        label={labels.email}
        required
        autoComplete="email"
      />
      <Honeypot rule={rule} />
    </RuleFormFrame>
  );
}
