import { createFileRoute } from "@tanstack/react-router";
import { fileHandlers } from "../../../server/http/methods";
import { videoResponse } from "../../../server/studio/videos";

const prefix = "/media/videos/";
const answer = (request: Request) =>
  videoResponse(request, new URL(request.url).pathname.slice(prefix.length));

/** An uploaded video, whole or by ranges (see `server/studio/videos.ts`). */
export const Route = createFileRoute("/media/videos/$name")({
  server: { handlers: fileHandlers({ GET: ({ request }) => answer(request) }) },
});
