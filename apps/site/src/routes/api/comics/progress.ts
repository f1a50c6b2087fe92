import { createFileRoute } from "@tanstack/react-router";
import { handleProgress } from "../../../server/comics/actions/progress";
import { apiHandlers } from "../../../server/http/methods";

export const Route = createFileRoute("/api/comics/progress")({
  server: { handlers: apiHandlers({ POST: handleProgress }) },
});
