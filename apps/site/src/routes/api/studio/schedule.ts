import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../server/http/methods";
import { handleSchedule } from "../../../server/studio/http";

/** A publisher schedules a publication or an unpublication. */
export const Route = createFileRoute("/api/studio/schedule")({
  server: { handlers: apiHandlers({ POST: handleSchedule }) },
});
