// Field-keyed error maps: what the server answers and what the forms show in place.
import type { MessageId } from "@rawafed/i18n";
import type * as z from "zod/mini";

/** One message id per field name (the first problem of that field). */
export type FieldErrors = Partial<Record<string, MessageId>>;

/** The key of an error that belongs to the whole form (rate limit, server failure). */
export const FORM_ERROR = "_form";

/** What a form's `onSubmit` answers: success, or the problems to show in place. */
export type SubmitResult = { ok: true } | { ok?: false; fieldErrors: FieldErrors };

/**
 * What the `onSubmit` of a form that stays after a success (the account's profile) answers: as
 * `SubmitResult`, with an optional `notice` that replaces the form's usual success message (an
 * e-mail change waiting for its confirmation).
 */
export type SaveResult =
  | { ok: true; notice?: MessageId }
  | { ok?: false; fieldErrors: FieldErrors };

/** Every message a rule or a schema can answer with. Anything else becomes `fieldInvalid`. */
export const ruleMessages = [
  "validation.accepted",
  "validation.alphaNum",
  "validation.alphaSpaces",
  "validation.characters",
  "validation.code",
  "validation.confirmed",
  "validation.email",
  "validation.fieldInvalid",
  "validation.fieldRequired",
  "validation.fileTooLarge",
  "validation.fileType",
  "validation.image",
  "validation.max",
  "validation.min",
  "validation.numeric",
  "validation.password",
  "validation.regex",
  "validation.required",
  "validation.serverError",
  "validation.tooManyRequests",
  "validation.validDate.future",
  "validation.validDate.invalid",
  "validation.wordsMax",
  "validation.richTextInvalid",
  "validation.richTextTooLong",
  "validation.slug",
  "validation.scheduleInPast",
  "validation.studioConflict",
  "validation.slugTaken",
  "validation.notPublished",
  "validation.altMissing",
  "validation.fourEyes",
  "validation.amount",
  "validation.reportYear",
  "validation.totalsMismatch",
  "validation.documentMissing",
  "validation.order",
  "validation.members",
  "validation.webVtt",
  "validation.videoMissing",
  "validation.videoType",
  "validation.videoUnreadable",
  "validation.newsletterNotPublished",
  "validation.newsletterAlreadySent",
  "validation.newsletterNoSubscribers",
  "validation.secondFactorCode",
  "form.field.website.invalid",
  "form.phone.invalid",
  "studio.media.error.focal",
] as const satisfies readonly MessageId[];

export function isRuleMessage(value: unknown): value is MessageId {
  return typeof value === "string" && (ruleMessages as readonly string[]).includes(value);
}

/** The field an issue belongs to: its path joined with dots, or `FORM_ERROR` for the root. */
function issueField(issue: z.core.$ZodIssue): string {
  return issue.path.length === 0 ? FORM_ERROR : issue.path.map(String).join(".");
}

/** The first issue of each field, as a message id. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issueField(issue);
    if (errors[field] === undefined) {
      errors[field] = isRuleMessage(issue.message) ? issue.message : "validation.fieldInvalid";
    }
  }
  return errors;
}

export function fieldErrorsFromZod(error: { issues: readonly z.core.$ZodIssue[] }): FieldErrors {
  return fieldErrorsFromIssues(error.issues);
}

export type Validation<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/** Parses `values` with `schema`: the data, or the field-keyed errors the server answers. */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsFromZod(result.error) };
}

/** `true` when the map holds at least one error. */
export function hasFieldErrors(errors: FieldErrors | undefined): boolean {
  return errors !== undefined && Object.values(errors).some((id) => id !== undefined);
}
