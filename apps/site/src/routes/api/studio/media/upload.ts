import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../../server/http/methods";
import { handleMediaUpload } from "../../../../server/studio/mediaHttp";

/** An image into the media library (the media page's upload form, multipart). */
export const Route = createFileRoute("/api/studio/media/upload")({
  server: { handlers: apiHandlers({ POST: handleMediaUpload }) },
});
