import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../../server/http/methods";
import { handleDocumentUpload } from "../../../../server/studio/documents";

/** A document's PDF, checked and stored; the studio's form then saves its key (multipart). */
export const Route = createFileRoute("/api/studio/documents/upload")({
  server: { handlers: apiHandlers({ POST: handleDocumentUpload }) },
});
