// The corporate site's forms: contact, job application, newsletter, blog comment.
import * as z from "zod/mini";
import {
  email,
  file,
  fileType,
  flag,
  max,
  maxFileSize,
  min,
  personName,
  phone,
  required,
  text,
  url,
} from "../rules/index";
import {
  CV_MAX_BYTES,
  cvExtensions,
  EMAIL_MAX,
  HONEYPOT_FIELD,
  MESSAGE_MAX,
  NAME_MAX,
  SHORT_TEXT_MAX,
  SUMMARY_MAX,
} from "./constants";

/** The honeypot: absent or empty. A filled one fails, and the server drops the submission. */
export const honeypot = z.optional(
  z
    .string({ error: "validation.fieldInvalid" })
    .check(z.maxLength(0, { error: "validation.fieldInvalid" })),
);

/** `true` when a bot filled the trap field. */
export function honeypotTripped(values: Record<string, unknown>): boolean {
  const value = values[HONEYPOT_FIELD];
  return typeof value === "string" && value !== "";
}

const name = () => text(required, personName, min(2), max(NAME_MAX));
const emailAddress = () => text(required, email, max(EMAIL_MAX));

export const contactSchema = z.object({
  name: name(),
  email: emailAddress(),
  phone: text(phone),
  subject: text(max(SHORT_TEXT_MAX)),
  message: text(required, max(MESSAGE_MAX)),
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

/** The CV: pdf, doc or docx, up to 5 MB. Checked apart from the text fields (multipart upload). */
export const cvSchema = file(required, fileType(cvExtensions), maxFileSize(CV_MAX_BYTES));

/** The job application's text fields, as the server receives them beside the CV file. */
export const jobApplicationSchema = z.object({
  /** The opening applied for (its slug), or empty for a spontaneous application. */
  position: z.optional(text(max(SHORT_TEXT_MAX))),
  name: name(),
  email: emailAddress(),
  phone: text(required, phone),
  city: text(required, max(NAME_MAX)),
  company: text(max(SHORT_TEXT_MAX)),
  summary: text(required, max(SUMMARY_MAX)),
  message: text(max(MESSAGE_MAX)),
  [HONEYPOT_FIELD]: honeypot,
});
export type JobApplicationValues = z.output<typeof jobApplicationSchema>;

/** The whole job application as the form holds it: the text fields and the CV. */
export const jobApplicationFormSchema = z.extend(jobApplicationSchema, { cv: cvSchema });
export type JobApplicationFormInput = z.input<typeof jobApplicationFormSchema>;
export type JobApplicationFormValues = z.output<typeof jobApplicationFormSchema>;

export const newsletterSchema = z.object({
  email: emailAddress(),
  [HONEYPOT_FIELD]: honeypot,
});
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.output<typeof newsletterSchema>;

export const commentSchema = z.object({
  comment: text(required, max(MESSAGE_MAX)),
  name: name(),
  email: emailAddress(),
  website: text(url, max(SHORT_TEXT_MAX)),
  saveDetails: flag(),
  [HONEYPOT_FIELD]: honeypot,
});
export type CommentInput = z.input<typeof commentSchema>;
export type CommentValues = z.output<typeof commentSchema>;
