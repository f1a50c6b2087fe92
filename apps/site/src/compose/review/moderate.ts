// The browser's calls behind Approve and Reject, and behind Keep in the inbox.
import { postAccepted } from "../../runtime/postAccepted";
import type { Decision } from "../../server/review/sections";

/** Records a decision on a blog comment; `true` once the server saved it. */
export const moderate = (id: string, decision: Decision): Promise<boolean> =>
  postAccepted("/api/review/comments/moderate", { id, decision });

/** Keeps an inbox entry past the retention period (or lets it go); `true` once saved. */
export const keepEntry = (id: string, keep: boolean): Promise<boolean> =>
  postAccepted("/api/review/inbox/keep", { id, keep });
