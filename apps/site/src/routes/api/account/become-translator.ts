import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../server/http/methods";
import { handleApply } from "../../../server/makers/apply";

/** A signed-in reader applies to become a translator: `{ languages, message }`. */
export const Route = createFileRoute("/api/account/become-translator")({
  server: { handlers: apiHandlers({ POST: handleApply }) },
});
