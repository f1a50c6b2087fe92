import { createFileRoute } from "@tanstack/react-router";
import { handleDownloadExport } from "../../../../server/accounts/dataExportHttp";
import { apiHandlers } from "../../../../server/http/methods";

/** A made export's zip, to the person it is of. */
export const Route = createFileRoute("/api/account/export/$id")({
  server: { handlers: apiHandlers({ GET: handleDownloadExport }) },
});
