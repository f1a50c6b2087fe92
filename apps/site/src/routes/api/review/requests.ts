import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../server/http/methods";
import { handleRequestDecision } from "../../../server/review/requests";

/** A reviewer marks a comic request added or declines it: `{ id, decision, comicId }`. */
export const Route = createFileRoute("/api/review/requests")({
  server: { handlers: apiHandlers({ POST: handleRequestDecision }) },
});
