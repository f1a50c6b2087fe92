import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../server/http/methods";
import { handleUnpublish } from "../../../server/studio/http";

/** A publisher takes a version off the site. */
export const Route = createFileRoute("/api/studio/unpublish")({
  server: { handlers: apiHandlers({ POST: handleUnpublish }) },
});
