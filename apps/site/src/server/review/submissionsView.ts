// The console's submissions section: the queue of one kind and state with its counts, or the one
// submission opened (`?section=submissions&kind=&id=`).
import type { Database } from "../db/index";
import {
  openingTab,
  type ReviewSearch,
  type SubmissionKind,
  type SubmissionState,
} from "./sections";
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
  // Opened first: opening moves it to `in_review`, which the counts then show.
  const detail = search.id ? await openSubmission(db, kind, search.id) : null;
  const counts = await submissionCounts(db);
  // The tab shown: the one the address names, or the first where something waits.
  const tab = openingTab(counts, search);
  const { items, total } = await listSubmissions(db, tab.kind, tab.state, page);
  return {
    view: { section: "submissions", ...tab, page, total, counts, items, detail },
    waiting: waitingOf(counts),
  };
}
