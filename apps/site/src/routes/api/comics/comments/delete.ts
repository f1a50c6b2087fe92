import { createFileRoute } from "@tanstack/react-router";
import { handleDeleteComment } from "../../../../server/comics/actions/comments";
import { apiHandlers } from "../../../../server/http/methods";

export const Route = createFileRoute("/api/comics/comments/delete")({
  server: { handlers: apiHandlers({ POST: handleDeleteComment }) },
});
