// The console's data for the platform's people sections (see `makersSections.ts`): what waits in
// each, and the open one's page.
import type { Database } from "../db/index";
import { type LogEntry, listLog } from "./log";
import type { MakersSection } from "./makersSections";
import {
  type ComicCommentEntry,
  listComicComments,
  listReports,
  openReports,
  type ReportEntry,
} from "./moderation";
import { type ComicChoice, listRequests, openRequests, type RequestEntry } from "./requests";
import { type ApplicationEntry, listApplications, waitingApplications } from "./translators";

export type MakersView = { page: number; total: number } & (
  | { section: "translators"; items: ApplicationEntry[] }
  | { section: "requests"; items: RequestEntry[]; comics: ComicChoice[] }
  | { section: "comicComments"; items: ComicCommentEntry[] }
  | { section: "reports"; items: ReportEntry[] }
  | { section: "log"; items: LogEntry[] }
);

/** What waits: applications received, requests and reports open (comments and the log: none). */
export async function makersCounts(db: Database): Promise<Record<MakersSection, number>> {
  const [translators, requests, reports] = await Promise.all([
    waitingApplications(db),
    openRequests(db),
    openReports(db),
  ]);
  return { translators, requests, comicComments: 0, reports, log: 0 };
}

/** One page of a section. */
export async function makersView(
  db: Database,
  section: MakersSection,
  page: number,
): Promise<MakersView> {
  switch (section) {
    case "translators":
      return { section, page, ...(await listApplications(db, page)) };
    case "requests":
      return { section, page, ...(await listRequests(db, page)) };
    case "comicComments":
      return { section, page, ...(await listComicComments(db, page)) };
    case "reports":
      return { section, page, ...(await listReports(db, page)) };
    case "log":
      return { section, page, ...(await listLog(db, page)) };
  }
}
