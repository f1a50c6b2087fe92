import { createFileRoute } from "@tanstack/react-router";
import { handleRequestExport } from "../../../../server/accounts/dataExportHttp";
import { apiHandlers } from "../../../../server/http/methods";

/** "Download my data": an export is made, then mailed as ready. */
export const Route = createFileRoute("/api/account/export/")({
  server: { handlers: apiHandlers({ POST: handleRequestExport }) },
});
