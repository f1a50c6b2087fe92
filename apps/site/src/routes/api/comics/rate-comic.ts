import { createFileRoute } from "@tanstack/react-router";
import { handleRateComic } from "../../../server/comics/actions/ratings";
import { apiHandlers } from "../../../server/http/methods";

export const Route = createFileRoute("/api/comics/rate-comic")({
  server: { handlers: apiHandlers({ POST: handleRateComic }) },
});
