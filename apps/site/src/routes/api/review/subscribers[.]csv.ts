import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../server/http/methods";
import { handleSubscribersCsv } from "../../../server/review/http";

/** The newsletter's active subscribers as CSV, for the reviewing team only. */
export const Route = createFileRoute("/api/review/subscribers.csv")({
  server: { handlers: apiHandlers({ GET: handleSubscribersCsv }) },
});
