import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../server/http/methods";
import { handleCommentVisibility } from "../../../server/review/moderation";

/** A reviewer hides a comics comment or shows it again: `{ id, decision: hide | unhide }`. */
export const Route = createFileRoute("/api/review/comic-comments")({
  server: { handlers: apiHandlers({ POST: handleCommentVisibility }) },
});
