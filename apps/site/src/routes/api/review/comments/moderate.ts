import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../../server/http/methods";
import { handleModerate } from "../../../../server/review/http";

/** A reviewer approves or rejects a blog comment: `{ id, decision: "approve" | "reject" }`. */
export const Route = createFileRoute("/api/review/comments/moderate")({
  server: { handlers: apiHandlers({ POST: handleModerate }) },
});
