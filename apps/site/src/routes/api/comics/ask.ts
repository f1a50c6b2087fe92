import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../server/http/methods";
import { handleAsk } from "../../../server/makers/ask";

/** A signed-in reader asks for a comic or chapter: `{ comicName, chapter, details }`. */
export const Route = createFileRoute("/api/comics/ask")({
  server: { handlers: apiHandlers({ POST: handleAsk }) },
});
