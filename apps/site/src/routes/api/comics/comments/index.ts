import { createFileRoute } from "@tanstack/react-router";
import { handleComment } from "../../../../server/comics/actions/comments";
import { apiHandlers } from "../../../../server/http/methods";

export const Route = createFileRoute("/api/comics/comments/")({
  server: { handlers: apiHandlers({ POST: handleComment }) },
});
