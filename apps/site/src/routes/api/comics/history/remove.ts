import { createFileRoute } from "@tanstack/react-router";
import { handleRemoveHistory } from "../../../../server/comics/actions/progress";
import { apiHandlers } from "../../../../server/http/methods";

export const Route = createFileRoute("/api/comics/history/remove")({
  server: { handlers: apiHandlers({ POST: handleRemoveHistory }) },
});
