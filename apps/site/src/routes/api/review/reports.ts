import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../server/http/methods";
import { handleResolveReport } from "../../../server/review/moderation";

/** A reviewer marks a chapter report resolved: `{ id }`. */
export const Route = createFileRoute("/api/review/reports")({
  server: { handlers: apiHandlers({ POST: handleResolveReport }) },
});
