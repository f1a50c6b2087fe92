import type { MessageId } from "@rawafed/i18n";
import { useEffect } from "react";
import { Checkbox } from "../../fields/Checkbox/Checkbox";
import { TextareaField } from "../../fields/TextareaField/TextareaField";
import { TextField } from "../../fields/TextField/TextField";
import { HONEYPOT_FIELD, MESSAGE_MAX } from "../../schemas/constants";
import { type CommentInput, type CommentValues, commentSchema } from "../../schemas/corporate";
import type { SubmitResult } from "../../server-errors";
import { Controlled } from "../shared/Controlled";
import { Honeypot } from "../shared/Honeypot";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

/** Where "save my details in this browser" keeps the name, e-mail and website. */
export const COMMENT_DETAILS_KEY = "rawafed.commentDetails";

interface SavedDetails {
  name: string;
  email: string;
  website: string;
}

function readDetails(): SavedDetails | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(COMMENT_DETAILS_KEY) ?? "null") as unknown;
    if (typeof saved !== "object" || saved === null) return undefined;
    const { name, email, website } = saved as Partial<SavedDetails>;
    return { name: String(name ?? ""), email: String(email ?? ""), website: String(website ?? "") };
  } catch {
    return undefined;
  }
}

function writeDetails(values: CommentValues) {
  try {
    if (values.saveDetails) {
      const { name, email, website } = values;
      localStorage.setItem(COMMENT_DETAILS_KEY, JSON.stringify({ name, email, website }));
    } else {
      localStorage.removeItem(COMMENT_DETAILS_KEY);
    }
  } catch {
    // Storage may be off (private mode); the comment itself is sent all the same.
  }
}

export interface CommentFormProps {
  onSubmit: (values: CommentValues) => Promise<SubmitResult>;
  id?: string;
  titleLevel?: 2 | 3;
}

const labels = {
  comment: "form.comment.comment",
  name: "form.field.name",
  email: "form.field.email",
  website: "form.comment.website",
  saveDetails: "form.comment.saveDetails",
} as const satisfies Record<keyof Omit<CommentInput, typeof HONEYPOT_FIELD>, MessageId>;

/**
 * The blog's comment form. "Save my details" really keeps the name, e-mail and website in this
 * browser (localStorage) after a successful comment, and fills them in next time.
 */
export function CommentForm({ onSubmit, id = "comment", titleLevel = 2 }: CommentFormProps) {
  const rule = useRuleForm(commentSchema, {
    id,
    onSubmit,
    fields: Object.entries(labels) as [keyof typeof labels, MessageId][],
    defaultValues: {
      comment: "",
      name: "",
      email: "",
      website: "",
      saveDetails: false,
      [HONEYPOT_FIELD]: "",
    },
    onSuccess: writeDetails,
  });
  const { setValue } = rule.form;

  // After hydration only: the server never sees the visitor's storage.
  useEffect(() => {
    const saved = readDetails();
    if (!saved) return;
    setValue("name", saved.name);
    setValue("email", saved.email);
    setValue("website", saved.website);
    setValue("saveDetails", true);
  }, [setValue]);

  return (
    <RuleFormFrame
      rule={rule}
      title="form.comment.title"
      titleLevel={titleLevel}
      submitLabel="form.comment.submit"
      success="form.comment.success"
    >
      <TextareaField
        {...rule.input("comment")}
        label={labels.comment}
        required
        count="characters"
        max={MESSAGE_MAX}
      />
      <TextField {...rule.input("name")} label={labels.name} required autoComplete="name" />
      <TextField
        {...rule.input("email")}
        type="email"
        label={labels.email}
        hint="form.comment.emailHint"
        required
        autoComplete="email"
      />
      <TextField {...rule.input("website")} type="url" label={labels.website} autoComplete="url" />
      <Controlled<typeof commentSchema, boolean> rule={rule} name="saveDetails">
        {({ value, ...field }) => (
          <Checkbox {...field} checked={value} label={labels.saveDetails} />
        )}
      </Controlled>
      <Honeypot rule={rule} />
    </RuleFormFrame>
  );
}
