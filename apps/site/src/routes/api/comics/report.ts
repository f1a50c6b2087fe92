import { createFileRoute } from "@tanstack/react-router";
import { handleReport } from "../../../server/comics/actions/report";
import { apiHandlers } from "../../../server/http/methods";

export const Route = createFileRoute("/api/comics/report")({
  server: { handlers: apiHandlers({ POST: handleReport }) },
});
