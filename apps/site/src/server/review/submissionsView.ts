// The console's submissions section: the queue of one kind and state with its counts, or the one
// submission opened (`?section=submissions&kind=&id=`).
import type { Database } from "../db/index";
import type { ReviewSearch, SubmissionKind, SubmissionState } from "./sections";
import {
  listSubmissions,
  openSubmission,
  type SubmissionCounts,
  type SubmissionDetail,
  type SubmissionEntry,
  submissionCounts,
  waitingOf,
} from "./submissions";

export interface SubmissionsView {
  section: "submissions";
  kind: SubmissionKind;
  state: SubmissionState;
  page: number;
  total: number;
  counts: SubmissionCounts;
  items: SubmissionEntry[];
  /** The submission opened, if one is (none when its id names nothing). */
  detail: SubmissionDetail | null;
}

export async function submissionsView(
  db: Database,
  search: ReviewSearch,
  page: number,
): Promise<{ view: SubmissionsView; waiting: number }> {
  const kind = search.kind ?? "chapter";
  const state = search.state ?? "received";
  const detail = search.id ? await openSubmission(db, kind, search.id) : null;
  const [counts, { items, total }] = await Promise.all([
    submissionCounts(db),
    listSubmissions(db, kind, state, page),
  ]);
  return {
    view: { section: "submissions", kind, state, page, total, counts, items, detail },
    waiting: waitingOf(counts),
  };
}
