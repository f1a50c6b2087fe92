import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../server/http/methods";
import { handleSave } from "../../../server/studio/http";

/** Saves a language version as a new revision (a new item without an id). */
export const Route = createFileRoute("/api/studio/save")({
  server: { handlers: apiHandlers({ POST: handleSave }) },
});
