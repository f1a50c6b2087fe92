import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../../server/http/methods";
import { handleKeep } from "../../../../server/review/http";

/** A reviewer keeps a contact message or job application past the retention period: `{ id, keep }`. */
export const Route = createFileRoute("/api/review/inbox/keep")({
  server: { handlers: apiHandlers({ POST: handleKeep }) },
});
