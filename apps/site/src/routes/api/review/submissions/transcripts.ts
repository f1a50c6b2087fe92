import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../../server/http/methods";
import { handleAskTranscripts } from "../../../../server/review/transcriptRequests";

/** A reviewer asks a chapter's translator for its pages' transcripts: `{ id }`. */
export const Route = createFileRoute("/api/review/submissions/transcripts")({
  server: { handlers: apiHandlers({ POST: handleAskTranscripts }) },
});
