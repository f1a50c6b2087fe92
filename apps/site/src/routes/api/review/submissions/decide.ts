import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../../server/http/methods";
import { handleDecideSubmission } from "../../../../server/review/submissionsHttp";

/** A reviewer approves or rejects an uploaded comic or chapter: `{ kind, id, decision, reason }`. */
export const Route = createFileRoute("/api/review/submissions/decide")({
  server: { handlers: apiHandlers({ POST: handleDecideSubmission }) },
});
