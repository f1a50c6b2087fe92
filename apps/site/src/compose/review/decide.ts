// The browser's calls behind the console's decisions (translators, requests, comics comments,
// reports): each answer as the DecisionQueue reads it, a server field's message on the queue's.
import type { QueueAnswer } from "@rawafed/design-system";
import type { FieldErrors } from "@rawafed/forms/schemas";
import { FORM_ERROR } from "@rawafed/forms/schemas";
import type { MessageId } from "@rawafed/i18n";

export type DecisionPath = "translators" | "requests" | "comic-comments" | "reports";

/**
 * Posts a decision to `/api/review/<path>`. `fields` names which of the body's fields the queue
 * shows as its reason or choice (e.g. a request's `comicId` is its choice).
 */
export async function decide(
  path: DecisionPath,
  body: Record<string, string>,
  fields: { reason?: string; choice?: string } = {},
): Promise<QueueAnswer> {
  const response = await fetch(`/api/review/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  }).catch(() => null);
  if (response?.ok) return true;
  const answer = (await response?.json().catch(() => null)) as { fieldErrors?: FieldErrors } | null;
  const errors = answer?.fieldErrors ?? {};
  const on = (name: string | undefined) =>
    name ? (errors[name] as MessageId | undefined) : undefined;
  const reason = on(fields.reason);
  const choice = on(fields.choice);
  if (reason || choice) return { reason, choice };
  return { form: (errors[FORM_ERROR] as MessageId | undefined) ?? "review.comments.failed" };
}
