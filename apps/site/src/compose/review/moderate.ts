// The browser's call behind Approve and Reject.
import type { Decision } from "../../server/review/sections";

/** Records a decision on a blog comment; `true` once the server saved it. */
export async function moderate(id: string, decision: Decision): Promise<boolean> {
  const response = await fetch("/api/review/comments/moderate", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ id, decision }),
  }).catch(() => null);
  return response?.ok === true;
}
