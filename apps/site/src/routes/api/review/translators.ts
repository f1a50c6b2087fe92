import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../server/http/methods";
import { handleTranslatorDecision } from "../../../server/review/translators";

/** A reviewer approves or rejects a translator application: `{ id, decision, reason }`. */
export const Route = createFileRoute("/api/review/translators")({
  server: { handlers: apiHandlers({ POST: handleTranslatorDecision }) },
});
