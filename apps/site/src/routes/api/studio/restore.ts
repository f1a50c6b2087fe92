import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../server/http/methods";
import { handleRestore } from "../../../server/studio/http";

/** An old revision restored as a new one (the history's form). */
export const Route = createFileRoute("/api/studio/restore")({
  server: { handlers: apiHandlers({ POST: handleRestore }) },
});
