// The browser's calls behind Approve and Reject, and behind Keep in the inbox.
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

/** Keeps an inbox entry past the retention period (or lets it go); `true` once saved. */
export async function keepEntry(id: string, keep: boolean): Promise<boolean> {
  const response = await fetch("/api/review/inbox/keep", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ id, keep }),
  }).catch(() => null);
  return response?.ok === true;
}
