import { createFileRoute } from "@tanstack/react-router";
import { handleRateTranslator } from "../../../server/comics/actions/ratings";
import { apiHandlers } from "../../../server/http/methods";

export const Route = createFileRoute("/api/comics/rate-translator")({
  server: { handlers: apiHandlers({ POST: handleRateTranslator }) },
});
