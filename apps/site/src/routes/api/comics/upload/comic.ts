import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../../../server/http/methods";
import { handleUploadComic } from "../../../../server/uploads/comics";

/** A translator uploads a comic (multipart, streamed); it waits for the reviewing team. */
export const Route = createFileRoute("/api/comics/upload/comic")({
  server: { handlers: apiHandlers({ POST: handleUploadComic }) },
});
