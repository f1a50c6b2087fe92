import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../server/http/methods";
import { handlePublish } from "../../../server/studio/http";

/** A publisher publishes a version's latest revision. */
export const Route = createFileRoute("/api/studio/publish")({
  server: { handlers: apiHandlers({ POST: handlePublish }) },
});
