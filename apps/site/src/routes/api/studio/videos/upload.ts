import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../../server/http/methods";
import { handleVideoUpload } from "../../../../server/studio/videos";

/** A video, checked and stored; the studio's form then saves its key (multipart). */
export const Route = createFileRoute("/api/studio/videos/upload")({
  server: { handlers: apiHandlers({ POST: handleVideoUpload }) },
});
