import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../../server/http/methods";
import { handleUploadChapter } from "../../../../server/uploads/comics";

/** A translator uploads a chapter (multipart, streamed); it waits for the reviewing team. */
export const Route = createFileRoute("/api/comics/upload/chapter")({
  server: { handlers: apiHandlers({ POST: handleUploadChapter }) },
});
