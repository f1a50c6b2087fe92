// The console's data for one address: the waiting counts of every section and the open section's
// view. Read by the console's server function (after its role check) and by the bench.
import type { Locale } from "@rawafed/i18n";
import type { Database } from "../db/index";
import { listPublished } from "../studio/published";
import { retentionDays } from "../submissions/retentionPeriod";
import { listComments, pendingComments, type ReviewComment } from "./comments";
import { type InboxEntry, inboxTotal, listInbox } from "./inbox";
import { type MakersView, makersCounts, makersView } from "./makersPages";
import { isMakersSection } from "./makersSections";
import { jobPositions } from "./positions";
import {
  type CommentStatus,
  REVIEW_SECTIONS,
  type ReviewSearch,
  type ReviewSection,
} from "./sections";
import { submissionCounts, waitingOf } from "./submissions";
import { type SubmissionsView, submissionsView } from "./submissionsView";
import { subscriberCounts } from "./subscribers";

export type ReviewView =
  | {
      section: "comments";
      status: CommentStatus;
      page: number;
      total: number;
      items: (ReviewComment & { title: string })[];
    }
  | {
      section: "messages";
      page: number;
      total: number;
      items: InboxEntry[];
      /** How long entries are kept (`RETENTION_DAYS`). */
      retentionDays: number;
    }
  | {
      section: "applications";
      page: number;
      total: number;
      retentionDays: number;
      /** Each with the title of the opening it names, or its slug when that is not open. */
      items: (InboxEntry & { positionTitle?: string })[];
      /** The position filter the address holds (a slug, or `SPONTANEOUS`). */
      position?: string;
      /** The filter's choices. */
      positions: { value: string; label: string }[];
    }
  | { section: "subscribers"; counts: Awaited<ReturnType<typeof subscriberCounts>> }
  | MakersView
  | SubmissionsView;

export interface ReviewConsoleData {
  /** What waits in each section: pending comments, messages, applications, pending sign-ups. */
  counts: Record<ReviewSection, number>;
  view: ReviewView;
}

/** The console's data for `search` (already read through `reviewSearch`), in `locale`. */
export async function loadReviewConsole(
  db: Database,
  locale: Locale,
  data: ReviewSearch,
): Promise<ReviewConsoleData> {
  const section = data.section ?? REVIEW_SECTIONS[0];
  const page = data.page ?? 1;
  // Opening a submission moves it to `in_review` before the waiting counts are read.
  const submissions = section === "submissions" ? await submissionsView(db, data, page) : null;
  const [comments, messages, applications, people, makers, waiting] = await Promise.all([
    pendingComments(db),
    inboxTotal(db, "messages"),
    inboxTotal(db, "applications"),
    subscriberCounts(db),
    makersCounts(db),
    submissions ? submissions.waiting : waitingSubmissions(db),
  ]);
  const counts = {
    comments,
    messages,
    applications,
    subscribers: people.pending,
    submissions: waiting,
    ...makers,
  };
  if (submissions) return { counts, view: submissions.view };
  if (isMakersSection(section)) return { counts, view: await makersView(db, section, page) };
  if (section === "subscribers") return { counts, view: { section, counts: people } };
  if (section === "comments") {
    const status = data.status ?? "pending";
    const { items, total } = await listComments(db, status, page);
    const titles = new Map(
      (await listPublished(db, "blog", locale)).map((blog) => [blog.slug, blog.title]),
    );
    const titled = items.map((item) => ({ ...item, title: titles.get(item.blog) ?? item.blog }));
    return { counts, view: { section, status, page, total, items: titled } };
  }
  if (section === "applications") {
    const positions = await jobPositions(db, locale);
    const filter = data.position ? positions.filterOf(data.position) : undefined;
    const { items, total } = await listInbox(db, section, page, filter);
    const titled = items.map((item) =>
      item.position
        ? { ...item, positionTitle: positions.titleOf(item.position) ?? item.position }
        : item,
    );
    return {
      counts,
      view: {
        section,
        page,
        total,
        items: titled,
        retentionDays: retentionDays(),
        ...(data.position ? { position: data.position } : {}),
        positions: positions.options,
      },
    };
  }
  if (section !== "messages") throw new Error("unknown section");
  const { items, total } = await listInbox(db, section, page);
  return { counts, view: { section, page, total, items, retentionDays: retentionDays() } };
}

async function waitingSubmissions(db: Database): Promise<number> {
  return waitingOf(await submissionCounts(db));
}
