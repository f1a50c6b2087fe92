import { createFileRoute } from "@tanstack/react-router";
import { handleClearHistory } from "../../../../server/comics/actions/progress";
import { apiHandlers } from "../../../../server/http/methods";

export const Route = createFileRoute("/api/comics/history/clear")({
  server: { handlers: apiHandlers({ POST: handleClearHistory }) },
});
