import { createFileRoute } from "@tanstack/react-router";
import { handleEndSessions } from "../../../../server/accounts/peopleHttp";
import { apiHandlers } from "../../../../server/http/methods";

export const Route = createFileRoute("/api/admin/people/end-sessions")({
  server: { handlers: apiHandlers({ POST: handleEndSessions }) },
});
