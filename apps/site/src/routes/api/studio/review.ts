import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../server/http/methods";
import { handleRequestReview } from "../../../server/studio/http";

/** An editor asks for publication. */
export const Route = createFileRoute("/api/studio/review")({
  server: { handlers: apiHandlers({ POST: handleRequestReview }) },
});
