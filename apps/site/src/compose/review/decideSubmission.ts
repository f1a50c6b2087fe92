// The browser's call behind Approve and Reject of an uploaded comic or chapter.
import type { DecisionResult } from "@rawafed/design-system";
import type { SubmissionKind } from "../../server/review/sections";

interface Answer {
  ok?: boolean;
  fieldErrors?: Record<string, string>;
  /** The server's words for each problem, in the reviewer's language. */
  messages?: Record<string, string>;
}

/** Records a decision; the server's refusal comes back as the text to show. */
export async function decideSubmission(
  kind: SubmissionKind,
  id: string,
  decision: "approve" | "reject",
  reason: string,
): Promise<DecisionResult> {
  const response = await fetch("/api/review/submissions/decide", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ kind, id, decision, reason }),
  }).catch(() => null);
  if (!response) return { error: "" };
  const answer = (await response.json().catch(() => ({}))) as Answer;
  if (response.ok && answer.ok) return { ok: true };
  return { reason: answer.messages?.reason, error: answer.messages?._form ?? "" };
}
