import { createFileRoute } from "@tanstack/react-router";
import { handleSaveTranscript } from "../../../server/comics/transcripts";
import { apiHandlers } from "../../../server/http/methods";

export const Route = createFileRoute("/api/comics/transcript")({
  server: { handlers: apiHandlers({ POST: handleSaveTranscript }) },
});
