import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../server/http/methods";
import { handleOpds } from "../../server/opds/http";

/** The OPDS catalogs for reading apps (`server/opds/`): `/opds/v1.2/...`, `/opds/v2/...`. */
export const Route = createFileRoute("/opds/$")({
  server: { handlers: apiHandlers({ GET: handleOpds }) },
});
