import { ReportChapterIssueForm } from "@rawafed/forms";
import { asSubmitResult, reportChapter } from "../../runtime/comics";

/**
 * The reader's "Report an issue" form. A chunk of its own, loaded when its dialog opens: the form
 * brings react-hook-form and the rules with it, which reading a chapter never needs.
 */
export default function ReaderReport({ chapterId }: { chapterId: string }) {
  return (
    <ReportChapterIssueForm
      titleLevel={2}
      onSubmit={async (values) => asSubmitResult(await reportChapter(chapterId, values))}
    />
  );
}
