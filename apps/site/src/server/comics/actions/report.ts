// POST /api/comics/report: a reader's report of a problem in a chapter, with the report-issue form's
// fields (one issue of the list, optional details). The reviewing team sees it as `open`.
import { chapterReports } from "../../db/comics";
import { endpoint } from "../../http/admission";
import { ok } from "../../http/answers";
import { notFound } from "./answers";
import { reportInput } from "./inputs";
import { openableChapter } from "./targets";

/** The details' 1000 characters, at up to 4 bytes each, and the rest of the form. */
const REPORT_BODY = 6 * 1024;

/** `{ chapterId, issue, details }` (the form's `ReportChapterIssueValues` and the chapter). */
export const handleReport = endpoint({
  rate: { key: "comics-report", per: "person", max: 10 },
  who: "reader",
  body: { accepts: "json", maxBytes: REPORT_BODY, schema: reportInput },
  handle: async ({ db, user, data }) => {
    if (!(await openableChapter(db, data.chapterId))) return notFound();
    const [report] = await db
      .insert(chapterReports)
      .values({
        chapterId: data.chapterId,
        userId: user.id,
        kinds: [data.issue],
        details: data.details,
      })
      .returning({ id: chapterReports.id });
    return ok({ id: report?.id });
  },
});
