import { createFileRoute } from "@tanstack/react-router";
import { handleFollow } from "../../../server/comics/actions/saves";
import { apiHandlers } from "../../../server/http/methods";

export const Route = createFileRoute("/api/comics/follow")({
  server: { handlers: apiHandlers({ POST: handleFollow }) },
});
