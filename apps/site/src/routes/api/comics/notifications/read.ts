import { createFileRoute } from "@tanstack/react-router";
import { handleReadNotifications } from "../../../../server/comics/actions/notifications";
import { apiHandlers } from "../../../../server/http/methods";

export const Route = createFileRoute("/api/comics/notifications/read")({
  server: { handlers: apiHandlers({ POST: handleReadNotifications }) },
});
