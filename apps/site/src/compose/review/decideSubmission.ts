// The browser's calls behind Approve and Reject of an uploaded comic or chapter, and behind asking
// a chapter's translator for transcripts.
import type { AskResult, DecisionResult } from "@rawafed/design-system";
import type { SubmissionKind } from "../../server/review/sections";
import { wallClock } from "./hrefs";

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

/** Asks a chapter's translator for its pages' transcripts; answers when, as a wall clock. */
export async function askTranscripts(id: string): Promise<AskResult> {
  const response = await fetch("/api/review/submissions/transcripts", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ id }),
  }).catch(() => null);
  if (!response) return { error: "" };
  const answer = (await response.json().catch(() => ({}))) as Answer & { requestedAt?: string };
  if (response.ok && answer.ok && answer.requestedAt) {
    return { ok: true, requestedAt: wallClock(answer.requestedAt) };
  }
  return { error: answer.messages?._form ?? "" };
}
