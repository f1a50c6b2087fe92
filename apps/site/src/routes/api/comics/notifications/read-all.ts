import { createFileRoute } from "@tanstack/react-router";
import { handleReadAllNotifications } from "../../../../server/comics/actions/notifications";
import { apiHandlers } from "../../../../server/http/methods";

export const Route = createFileRoute("/api/comics/notifications/read-all")({
  server: { handlers: apiHandlers({ POST: handleReadAllNotifications }) },
});
